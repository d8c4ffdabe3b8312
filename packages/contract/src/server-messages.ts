import type { Lang } from './i18n.ts';
import { MEASURE_MESSAGES } from './measure-messages.ts';
import { PLAN_MESSAGES } from './plan-messages.ts';
import { PRODUCTION_MESSAGES } from './production-messages.ts';

/** Texts only the server sends (login refusals, validation, module rules), in both languages. */
export const SERVER_MESSAGES = {
  'auth.tokenMissing': { zh: '令牌不能为空', en: 'The token is missing' },
  'auth.tokenExpired': { zh: '登录状态已过期', en: 'Your session has expired' },
  'auth.tokenInvalid': { zh: '令牌验证失败', en: 'Invalid token' },
  'auth.required': { zh: '用户/密码必须填写', en: 'User name and password are required' },
  'auth.captchaRequired': { zh: '验证码不能为空', en: 'The captcha is required' },
  'auth.captchaExpired': { zh: '验证码已失效', en: 'The captcha has expired' },
  'auth.captchaWrong': { zh: '验证码错误', en: 'Wrong captcha' },
  'auth.badCredentials': { zh: '用户不存在/密码错误', en: 'Unknown user or wrong password' },
  'auth.locked': {
    zh: '密码输入错误{count}次，帐户锁定{minutes}分钟',
    en: 'Wrong password {count} times, the account is locked for {minutes} minutes',
  },
  'auth.disabled': { zh: '对不起，您的账号：{username} 已停用', en: 'Sorry, your account {username} is disabled' },
  'auth.deleted': { zh: '对不起，您的账号：{username} 已被删除', en: 'Sorry, your account {username} was deleted' },
  'auth.loginSuccess': { zh: '登录成功', en: 'Logged in' },
  'auth.registerDisabled': { zh: '当前系统没有开启注册功能！', en: 'Registration is not enabled!' },
  'auth.registerExists': {
    zh: "保存用户'{username}'失败，注册账号已存在",
    en: "Could not register '{username}': the account already exists",
  },
  'auth.registerSuccess': { zh: '注册成功', en: 'Registered' },
  'auth.tooManyRequests': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'auth.ipBlocked': { zh: '很遗憾，访问IP已被列入系统黑名单', en: 'Sorry, your IP address is on the black list' },
  'auth.passwordChangeRequired': {
    zh: '初始密码未修改，请先修改密码',
    en: 'Please change your initial password first',
  },
  'auth.unlockWrong': { zh: '密码错误', en: 'Wrong password' },
  'auth.unlockLoggedOut': {
    zh: '密码输入错误{count}次，已退出登录',
    en: 'Wrong password {count} times, you have been logged out',
  },
  'validation.required': { zh: '参数 {field} 不能为空', en: 'Parameter {field} is required' },
  'validation.type': { zh: '参数 {field} 类型错误', en: 'Parameter {field} has the wrong type' },
  'validation.tooLong': { zh: '参数 {field} 超出长度或范围限制', en: 'Parameter {field} is too long or too large' },
  'validation.tooShort': { zh: '参数 {field} 长度或数值不足', en: 'Parameter {field} is too short or too small' },
  'validation.invalid': { zh: '参数 {field} 格式不正确', en: 'Parameter {field} is not valid' },
  'validation.body': { zh: '请求体格式不正确', en: 'The request body is not valid' },
  'validation.bodyTooLarge': {
    zh: '请求体过大，不能超过 {max} MB',
    en: 'The request body is too large: at most {max} MB',
  },
  'post.addNameExists': {
    zh: "新增岗位'{name}'失败，岗位名称已存在",
    en: "Could not add post '{name}': the name already exists",
  },
  'post.addCodeExists': {
    zh: "新增岗位'{name}'失败，岗位编码已存在",
    en: "Could not add post '{name}': the code already exists",
  },
  'post.editNameExists': {
    zh: "修改岗位'{name}'失败，岗位名称已存在",
    en: "Could not change post '{name}': the name already exists",
  },
  'post.editCodeExists': {
    zh: "修改岗位'{name}'失败，岗位编码已存在",
    en: "Could not change post '{name}': the code already exists",
  },
  'post.assigned': { zh: '{name}已分配,不能删除', en: '{name} is assigned to users and cannot be deleted' },
  'dict.addTypeExists': {
    zh: "新增字典'{name}'失败，字典类型已存在",
    en: "Could not add dictionary '{name}': the type already exists",
  },
  'dict.editTypeExists': {
    zh: "修改字典'{name}'失败，字典类型已存在",
    en: "Could not change dictionary '{name}': the type already exists",
  },
  'dict.assigned': { zh: '{name}已分配,不能删除', en: '{name} has data and cannot be deleted' },
  'dict.typeMissing': { zh: "字典类型'{type}'不存在", en: "The dictionary type '{type}' does not exist" },
  'dict.addValueExists': {
    zh: "新增字典数据'{label}'失败，字典键值已存在",
    en: "Could not add dictionary data '{label}': the value already exists",
  },
  'dict.editValueExists': {
    zh: "修改字典数据'{label}'失败，字典键值已存在",
    en: "Could not change dictionary data '{label}': the value already exists",
  },
  'config.addKeyExists': {
    zh: "新增参数'{name}'失败，参数键名已存在",
    en: "Could not add parameter '{name}': the key already exists",
  },
  'config.editKeyExists': {
    zh: "修改参数'{name}'失败，参数键名已存在",
    en: "Could not change parameter '{name}': the key already exists",
  },
  'config.builtin': { zh: '内置参数【{key}】不能删除', en: 'The built-in parameter [{key}] cannot be deleted' },
  'user.super': { zh: '不允许操作超级管理员用户', en: 'The super administrator cannot be changed' },
  'user.deleteSelf': { zh: '当前用户不能删除', en: 'You cannot delete yourself' },
  'user.noAccess': { zh: '没有权限访问用户数据！', en: 'You have no access to this user' },
  'user.nameExists': {
    zh: "保存用户'{name}'失败，登录账号已存在",
    en: "Could not save user '{name}': the account name already exists",
  },
  'user.phoneExists': {
    zh: "保存用户'{name}'失败，手机号码已存在",
    en: "Could not save user '{name}': the phone number already exists",
  },
  'user.emailExists': {
    zh: "保存用户'{name}'失败，邮箱账号已存在",
    en: "Could not save user '{name}': the email already exists",
  },
  'user.oldPasswordWrong': {
    zh: '修改密码失败，旧密码错误',
    en: 'Could not change the password: the old password is wrong',
  },
  'user.samePassword': { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  'user.avatarType': {
    zh: '文件格式不正确，请上传图片类型文件',
    en: 'Wrong file format, please upload an image',
  },
  'user.importEmpty': { zh: '导入用户数据不能为空！', en: 'The import contains no users!' },
  'user.importFailure': {
    zh: '很抱歉，导入失败！共 {count} 条数据格式不正确，错误如下：<br/>{details}',
    en: 'Import failed! {count} rows are not valid:<br/>{details}',
  },
  'user.importSuccess': {
    zh: '恭喜您，数据已全部导入成功！共 {count} 条，数据如下：<br/>{details}',
    en: 'All rows were imported! {count} rows:<br/>{details}',
  },
  'user.importRowInvalid': { zh: '第 {line} 行 {field} 不正确', en: 'Row {line}: {field} is not valid' },
  'user.importDuplicate': { zh: '账号 {name} 重复', en: 'Account {name} appears twice' },
  'user.importExists': { zh: '账号 {name} 已存在', en: 'Account {name} already exists' },
  'user.importSuper': { zh: '账号 {name} 不允许修改', en: 'Account {name} cannot be changed' },
  'user.importNoAccess': { zh: '账号 {name} 没有权限', en: 'You have no access to account {name}' },
  'user.importInserted': { zh: '账号 {name} 导入成功', en: 'Account {name} imported' },
  'user.importUpdated': { zh: '账号 {name} 更新成功', en: 'Account {name} updated' },
  'upload.notImage': { zh: '文件不是图片：{url}', en: 'The file is not an image: {url}' },
  'richText.remoteImage': {
    zh: '内容中的图片须先上传，外部图片不能保存：{src}',
    en: 'Images in the content must be uploaded first; an external image cannot be saved: {src}',
  },
  'upload.notAllowed': {
    zh: '没有上传文件的权限，请联系管理员或加入项目',
    en: 'You may not upload files: ask an administrator or join a project',
  },
  'upload.quotaReached': {
    zh: '今日上传已达上限：每日 {quota} MB，今日已用 {used} MB',
    en: 'Daily upload quota reached: {used} MB of {quota} MB used today',
  },
  'upload.diskFull': {
    zh: '存储空间不足（剩余 {free} MB），暂不能上传',
    en: 'Not enough storage space ({free} MB left), uploads are paused',
  },
  'file.required': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'file.badSheet': { zh: '文件格式不正确，请上传 xlsx 文件', en: 'Wrong file format, please upload an xlsx file' },
  'role.super': { zh: '不允许操作超级管理员角色', en: 'The super administrator role cannot be changed' },
  'role.noAccess': { zh: '没有权限访问角色数据！', en: 'You have no access to this role' },
  'role.ownRole': { zh: '不能修改自己所属的角色', en: 'You cannot change a role you hold yourself' },
  'role.menusNotHeld': { zh: '不能授予自己没有的菜单权限', en: 'You cannot grant menus you do not hold yourself' },
  'role.scopeTooWide': {
    zh: '不能授予超出自己数据权限的范围',
    en: 'You cannot grant a data scope wider than your own',
  },
  'role.nameExists': {
    zh: "保存角色'{name}'失败，角色名称已存在",
    en: "Could not save role '{name}': the role name already exists",
  },
  'role.keyExists': {
    zh: "保存角色'{name}'失败，角色权限已存在",
    en: "Could not save role '{name}': the role key already exists",
  },
  'role.inUse': { zh: '角色已分配,不能删除', en: 'The role is assigned to users and cannot be deleted' },
  'role.scope.1': { zh: '所有数据权限', en: 'All data' },
  'role.scope.2': { zh: '自定义数据权限', en: 'Custom departments' },
  'role.scope.3': { zh: '本部门数据权限', en: 'Own department' },
  'role.scope.4': { zh: '本部门及以下数据权限', en: 'Own department and below' },
  'role.scope.5': { zh: '仅本人数据权限', en: 'Own data only' },
  'dept.hasChildren': { zh: '存在下级部门,不允许删除', en: 'The department has sub-departments and cannot be deleted' },
  'dept.hasUsers': { zh: '部门存在用户,不允许删除', en: 'The department has users and cannot be deleted' },
  'dept.parentDisabled': { zh: '部门停用，不允许新增', en: 'The parent department is disabled' },
  'dept.nameExists': {
    zh: "保存部门'{name}'失败，部门名称已存在",
    en: "Could not save department '{name}': the name already exists",
  },
  'dept.selfParent': {
    zh: "修改部门'{name}'失败，上级部门不能是自己或下级部门",
    en: "Could not save department '{name}': the parent cannot be itself or below it",
  },
  'dept.enabledChildren': { zh: '该部门包含未停用的子部门！', en: 'The department has enabled sub-departments!' },
  'dept.noAccess': { zh: '没有权限访问部门数据！', en: 'You have no access to this department' },
  'menu.hasChildren': { zh: '存在子菜单,不允许删除', en: 'The menu has sub-menus and cannot be deleted' },
  'menu.assigned': { zh: '菜单已分配,不允许删除', en: 'The menu is assigned to roles and cannot be deleted' },
  'menu.nameExists': {
    zh: "保存菜单'{name}'失败，菜单名称已存在",
    en: "Could not save menu '{name}': the name already exists",
  },
  'menu.httpPath': {
    zh: "保存菜单'{name}'失败，地址必须以http(s)://开头",
    en: "Could not save menu '{name}': the address must start with http(s)://",
  },
  'menu.selfParent': {
    zh: "修改菜单'{name}'失败，上级菜单不能选择自己",
    en: "Could not save menu '{name}': the parent cannot be itself",
  },
  'project.noAccess': { zh: '没有权限访问该项目数据！', en: 'You have no access to this project' },
  'project.notFound': { zh: '项目不存在', en: 'The project does not exist' },
  'project.hasChildren': { zh: '存在子项目,不允许删除', en: 'The project has sub-projects and cannot be deleted' },
  'project.nameExists': {
    zh: "保存项目'{name}'失败，项目名称已存在",
    en: "Could not save project '{name}': the name already exists",
  },
  'project.codeExists': {
    zh: "保存项目'{name}'失败，项目编码已存在",
    en: "Could not save project '{name}': the code already exists",
  },
  'project.selfParent': {
    zh: "修改项目'{name}'失败，上级项目不能是自己或下级项目",
    en: "Could not save project '{name}': the parent cannot be itself or below it",
  },
  'project.placed': { zh: '项目已归档，不允许修改', en: 'The project is archived and cannot be changed' },
  'project.endBeforeStart': {
    zh: '计划竣工日期不能早于开工日期',
    en: 'The planned finish date cannot be before the start date',
  },
  'projectRole.nameExists': {
    zh: "保存项目角色'{name}'失败，角色名称已存在",
    en: "Could not save project role '{name}': the role name already exists",
  },
  'projectRole.keyExists': {
    zh: "保存项目角色'{name}'失败，角色权限已存在",
    en: "Could not save project role '{name}': the role key already exists",
  },
  'projectRole.inUse': { zh: '项目角色已分配,不能删除', en: 'Members hold this project role; it cannot be deleted' },
  'projectRole.otherProject': { zh: '角色不属于该项目', en: 'The role does not belong to this project' },
  'projectUser.notMember': { zh: '该用户不是项目成员', en: 'The user is not a member of this project' },
  'projectUser.unknownUser': { zh: '用户不存在', en: 'The user does not exist' },
  'projectUser.lastAdmin': {
    zh: '项目至少需要保留一名项目管理员',
    en: 'A project needs at least one project administrator',
  },
  'message.notFound': { zh: '消息不存在', en: 'The message does not exist' },
  'workflow.model.unreadable': {
    zh: '流程模型无法解析：{detail}',
    en: 'The process model cannot be read: {detail}',
  },
  'workflow.model.noExecutableProcess': {
    zh: '流程模型中没有可执行的流程（isExecutable="true"）',
    en: 'The model has no executable process (isExecutable="true")',
  },
  'workflow.model.unknownHandler': {
    zh: '元素 {element} 引用了未注册的处理器 {handler}',
    en: 'Element {element} refers to the unregistered handler {handler}',
  },
  'workflow.model.missingHandler': {
    zh: '元素 {element} 没有指定处理器（class 或 delegateExpression）',
    en: 'Element {element} names no handler (class or delegateExpression)',
  },
  'workflow.model.scriptCondition': {
    zh: '元素 {element} 的条件不能是脚本（{language}），请使用表达式',
    en: 'Element {element} has a script condition ({language}); use an expression',
  },
  'workflow.model.badExpression': {
    zh: '元素 {element} 的表达式 {expression} 无效：{detail}',
    en: 'Element {element} has an invalid expression {expression}: {detail}',
  },
  'workflow.model.javaClass': {
    zh: '元素 {element} 引用了 Java 类 {handler}：本平台不运行 Java 类或 Spring bean，请改用已注册的处理器',
    en: 'Element {element} refers to the Java class {handler}: Java classes and Spring beans do not run here; use a registered handler',
  },
  'workflow.model.scriptLanguage': {
    zh: '元素 {element} 是 {language} 脚本：本平台不运行模型中的脚本代码，请改用已注册的处理器（scriptFormat="handler"）',
    en: 'Element {element} is a {language} script: scripts in a model do not run here; use a registered handler (scriptFormat="handler")',
  },
  'workflow.model.loopWithoutWait': {
    zh: '元素 {element} 所在的循环（{path}）中没有等待节点（用户任务、接收任务、消息/信号/非零定时捕获事件、事件网关、调用活动），运行时会无限循环',
    en: 'Element {element} is on a loop ({path}) with no wait state (user task, receive task, message/signal/non-zero timer catch event, event-based gateway, call activity): it would run forever',
  },
  'workflow.model.selfLoop': {
    zh: '顺序流 {flow} 从元素 {element} 指回它自己，请经网关和等待节点回到该元素',
    en: 'Sequence flow {flow} leads from element {element} back to itself; loop back through a gateway and a wait state',
  },
  'workflow.model.zeroTimer': {
    zh: '元素 {element} 的定时器 {value} 时长为零，会不停触发',
    en: 'Element {element} has a timer of zero duration ({value}), which would fire without end',
  },
  'workflow.model.badCron': {
    zh: '元素 {element} 的定时器周期 {value} 不是有效的 cron 表达式：{detail}',
    en: 'Element {element} has a timer cycle {value} that is not a valid cron expression: {detail}',
  },
  'workflow.model.noProcessId': {
    zh: '流程模型中的流程没有标识（process id）',
    en: 'The process of the model has no id',
  },
  'workflow.model.keyExists': {
    zh: '流程标识 {key} 已存在，请在该模型上保存',
    en: 'The process key {key} already exists; save it on that model',
  },
  'workflow.model.keyChanged': {
    zh: '流程标识不能修改（模型为 {key}，XML 为 {given}）',
    en: 'The process key cannot change (the model is {key}, the XML has {given})',
  },
  'workflow.model.notFound': { zh: '流程模型不存在', en: 'The process model does not exist' },
  'workflow.deploy.refused': {
    zh: '流程模型不能部署：{problems}',
    en: 'The process model cannot be deployed: {problems}',
  },
  'workflow.deploy.handlers': {
    zh: '已注册的处理器：{handlers}',
    en: 'Registered handlers: {handlers}',
  },
  'workflow.deploy.unresolved': {
    zh: '用户任务 {element} 的 {attribute} 中找不到 {names}，该任务将由流程管理员认领或分配',
    en: 'User task {element}: {attribute} names {names}, which match no user, role or department; process administrators will claim or assign the task',
  },
  'workflow.definition.notFound': { zh: '流程定义不存在', en: 'The process definition does not exist' },
  'workflow.definition.suspended': {
    zh: '流程「{key}」已挂起，不能发起',
    en: 'The process "{key}" is suspended and cannot be started',
  },
  'workflow.definition.missing': { zh: '流程「{key}」尚未部署', en: 'The process "{key}" has not been deployed' },
  'workflow.definition.running': {
    zh: '该流程定义还有 {count} 个运行中的流程实例，不能删除',
    en: 'This process definition still has {count} running instances and cannot be deleted',
  },
  'workflow.instance.notAwaiting': {
    zh: '流程实例没有在等待「{name}」',
    en: 'The process instance is not waiting for "{name}"',
  },
  'workflow.instance.notFound': { zh: '流程实例不存在', en: 'The process instance does not exist' },
  'workflow.instance.notRunning': { zh: '流程已结束，不能再操作', en: 'The process has ended' },
  'workflow.instance.notStarter': {
    zh: '只有发起人可以执行此操作',
    en: 'Only the person who started the process can do this',
  },
  'workflow.instance.touched': {
    zh: '流程已被处理，不能撤回',
    en: 'The process has already been handled and cannot be withdrawn',
  },
  'workflow.instance.notRejected': {
    zh: '流程未被驳回到发起人，不能重新提交',
    en: 'The process was not returned to its starter and cannot be resubmitted',
  },
  'workflow.task.notFound': { zh: '任务不存在', en: 'The task does not exist' },
  'workflow.task.handled': {
    zh: '任务已被处理（可能已被他人处理），请刷新',
    en: 'The task has already been handled (perhaps by someone else); refresh the list',
  },
  'workflow.task.notYours': { zh: '您不是该任务的处理人', en: 'You are not a handler of this task' },
  'workflow.task.noTarget': {
    zh: '没有可以退回的节点',
    en: 'There is no earlier task to return to',
  },
  'workflow.task.badTarget': {
    zh: '只能退回到已完成的用户任务：{target}',
    en: 'A task can only be returned to a completed user task: {target}',
  },
  'workflow.task.badUser': { zh: '用户不存在或已停用', en: 'The user does not exist or is disabled' },
  'workflow.task.selfUser': { zh: '不能委派或转办给自己', en: 'You cannot delegate or transfer to yourself' },
  'workflow.task.notClaimable': {
    zh: '该任务已有处理人，不能认领',
    en: 'The task already has a handler and cannot be claimed',
  },
  'workflow.task.notClaimed': {
    zh: '只能取消自己认领的任务',
    en: 'Only a task you claimed can be given back',
  },
  'workflow.engine.failed': { zh: '流程执行失败：{reason}', en: 'The process step failed: {reason}' },
  'workflow.engine.tooManySteps': {
    zh: '流程在元素 {element} 处超过了一次操作的步数上限（{max} 步），可能是一个不等待的循环；本次操作已撤销',
    en: 'The process exceeded the limit of {max} steps for one action at element {element} (a loop that never waits?); nothing was saved',
  },
  'workflow.engine.tooLong': {
    zh: '流程在元素 {element} 处超过了一次操作的运行时间上限（{ms} 毫秒），可能是一个不等待的循环；本次操作已撤销',
    en: 'The process exceeded the limit of {ms} ms for one action at element {element} (a loop that never waits?); nothing was saved',
  },
  'workflow.engine.tooManyInstances': {
    zh: '多实例元素 {element} 要创建 {count} 个实例，超过了上限 {max}；本次操作已撤销',
    en: 'The multi-instance element {element} would create {count} instances, more than the limit of {max}; nothing was saved',
  },
  'workflow.diagram.missing': {
    zh: '流程模型没有流程图（BPMNDiagram），无法生成图片',
    en: 'The process model has no diagram (BPMNDiagram) to draw',
  },
  'order.notFound': { zh: '工单不存在', en: 'The work order does not exist' },
  'order.form.noProcess': {
    zh: '表单「{form}」没有关联已部署的流程，不能申请',
    en: 'The form "{form}" has no deployed process and cannot be applied for',
  },
  'order.notApplicant': { zh: '只有申请人可以执行此操作', en: 'Only the applicant can do this' },
  'order.notRejected': {
    zh: '只有被驳回的工单可以重新提交',
    en: 'Only a rejected work order can be resubmitted',
  },
  'order.notRunning': { zh: '工单不在审批中', en: 'The work order is not in approval' },
  'order.messageRequired': { zh: '驳回时必须填写审批意见', en: 'A rejection needs a message' },
  'order.task.noForm': { zh: '该任务没有表单，不能提交表单数据', en: 'The task has no form to submit values with' },
  'order.task.badButton': {
    zh: '该任务没有按钮 {code}',
    en: 'The task has no button {code}',
  },
  'order.biz.noTask': {
    zh: '业务 {bizId} 没有您可以处理的待办任务',
    en: 'The record {bizId} has no open task you can handle',
  },
  'order.biz.ambiguous': {
    zh: '业务 {bizId} 在多个业务表（{tables}）中都有您的待办任务，请指定业务表 bizTable',
    en: 'The record {bizId} has open tasks of yours in several business tables ({tables}); name its bizTable',
  },
  'order.queryAll': { zh: '没有查看全部工单的权限', en: 'You may not see every work order' },
  'notice.notFound': { zh: '通知公告不存在', en: 'The notice does not exist' },
  'notice.closed': { zh: '通知公告已关闭', en: 'The notice is closed' },
  'form.notFound': { zh: '表单不存在', en: 'The form does not exist' },
  'form.keyExists': { zh: '表单标识 {key} 已存在', en: 'The form key {key} already exists' },
  'form.schema.notJson': { zh: '表单内容不是有效的 JSON', en: 'The form content is not valid JSON' },
  'form.schema.noComponents': {
    zh: '表单内容必须是含 components 数组的对象',
    en: 'The form content must be an object with a components array',
  },
  'form.schema.noType': { zh: '组件 {field} 没有类型（type）', en: 'Component {field} has no type' },
  'form.schema.unknownType': {
    zh: '组件 {field} 的类型 {type} 不受支持',
    en: 'Component {field} has the unsupported type {type}',
  },
  'form.schema.noKey': { zh: '字段 {field} 没有键（key）', en: 'Field {field} has no key' },
  'form.schema.badKey': {
    zh: '字段 {field} 的键只能包含字母、数字和下划线，且不能以数字开头',
    en: 'The key of field {field} may hold letters, digits and underscores only, and not start with a digit',
  },
  'form.schema.duplicateKey': { zh: '字段键 {field} 重复', en: 'The field key {field} is used twice' },
  'form.schema.badRule': {
    zh: '字段 {field} 的设置 {rule} 无效',
    en: 'Field {field} has an invalid setting {rule}',
  },
  'form.schema.unsupportedPattern': {
    zh: '字段 {field} 的正则表达式使用了不支持的写法（反向引用、前瞻或后顾断言等），请改写',
    en: 'The pattern of field {field} uses what is not supported (back-references, lookahead or lookbehind); rewrite it',
  },
  'form.schema.noOptions': {
    zh: '字段 {field} 必须在表单中列出选项（values）',
    en: 'Field {field} must list its options (values) in the form',
  },
  'form.schema.tooDeep': {
    zh: '表单分组嵌套不能超过 {depth} 层',
    en: 'Groups may be nested {depth} levels deep at most',
  },
  'form.schema.tooMany': { zh: '表单组件不能超过 {max} 个', en: 'A form may hold {max} components at most' },
  'form.value.notObject': { zh: '表单数据必须是对象', en: 'The form data must be an object' },
  'form.value.required': { zh: '{field} 不能为空', en: '{field} is required' },
  'form.value.type': { zh: '{field} 的值类型不正确', en: '{field} has a value of the wrong type' },
  'form.value.option': { zh: '{field} 的值不在可选项中', en: '{field} has a value that is not one of its options' },
  'form.value.pattern': { zh: '{field} 的格式不正确', en: '{field} does not have the expected format' },
  'form.value.min': { zh: '{field} 不能小于 {min}', en: '{field} must be at least {min}' },
  'form.value.max': { zh: '{field} 不能大于 {max}', en: '{field} must be at most {max}' },
  'form.value.minLength': {
    zh: '{field} 长度不能少于 {min} 个字符',
    en: '{field} must be at least {min} characters long',
  },
  'form.value.maxLength': {
    zh: '{field} 长度不能超过 {max} 个字符',
    en: '{field} must be at most {max} characters long',
  },
  'form.value.decimals': { zh: '{field} 最多 {digits} 位小数', en: '{field} may have {digits} decimal digits at most' },
  'form.value.email': { zh: '{field} 不是有效的邮箱地址', en: '{field} is not a valid email address' },
  'form.value.phone': {
    zh: '{field} 不是有效的国际电话号码（如 +8613800000000）',
    en: '{field} is not a valid international phone number (e.g. +8613800000000)',
  },
  'form.value.tooMany': { zh: '{field} 最多选择 {max} 项', en: '{field} allows {max} entries at most' },
  'quality.branchNotFound': { zh: '分部工程不存在', en: 'The sub-division (分部工程) does not exist' },
  'quality.branchExists': {
    zh: "分部工程'{name}'已存在",
    en: "The sub-division '{name}' already exists in this project",
  },
  'quality.branchHasItemize': {
    zh: '分部工程下存在分项工程,不允许删除',
    en: 'The sub-division has sub-items (分项工程) and cannot be deleted',
  },
  'quality.itemizeNotFound': { zh: '分项工程不存在', en: 'The sub-item (分项工程) does not exist' },
  'quality.itemizeExists': {
    zh: "分项工程'{name}'已存在",
    en: "The sub-item '{name}' already exists in this sub-division",
  },
  'quality.itemizeHasInspection': {
    zh: '分项工程存在检查记录,不允许删除',
    en: 'The sub-item has inspection records and cannot be deleted',
  },
  'quality.templateNotFound': { zh: '质量模板不存在', en: 'The quality template does not exist' },
  'quality.templateExists': {
    zh: "质量模板'{name}'已存在",
    en: "The quality template '{name}' already exists",
  },
  'quality.templateDuplicate': {
    zh: "模板中'{name}'重复",
    en: "'{name}' appears twice in the template",
  },
  'file.notUploaded': {
    zh: "文件'{name}'不是已上传的文件，请重新上传",
    en: "The file '{name}' is not an uploaded file, please upload it again",
  },
  'file.notFound': { zh: '文件不存在', en: 'The file does not exist' },
  'safetyReport.notFound': { zh: '安全报告不存在', en: 'The safety report does not exist' },
  'problem.notFound': { zh: '问题不存在', en: 'The problem does not exist' },
  'problem.closed': { zh: '问题已关闭', en: 'The problem is closed' },
  'problem.badLevel': { zh: '问题等级不正确：{value}', en: 'Unknown problem level: {value}' },
  'problem.badType': { zh: '问题类型不正确：{value}', en: 'Unknown problem type: {value}' },
  'problem.badHazard': { zh: '隐患类型不正确：{value}', en: 'Unknown hazard type: {value}' },
  'problem.hazardRequired': { zh: '请选择隐患类型', en: 'Please choose the hazard type' },
  'problem.dueBeforeCreation': {
    zh: '整改期限不能早于问题的创建日期（{day}）',
    en: 'The rectification deadline cannot be before the day the problem was created ({day})',
  },
  'problem.notMember': {
    zh: '用户 {user} 不是本项目成员',
    en: 'The user {user} is not a member of this project',
  },
  'problem.rectification.contentRequired': { zh: '请填写整改信息', en: 'Please fill in the rectification' },
  'problem.rectification.contentTooLong': {
    zh: '整改信息不能超过 {max} 个字符',
    en: 'The rectification may hold {max} characters at most',
  },
  'problem.rectification.photosRequired': { zh: '请上传整改照片', en: 'Please upload rectification photos' },
  'problem.rectification.notFound': { zh: '整改记录不存在', en: 'The rectification does not exist' },
  'problem.rectification.done': {
    zh: '问题已申请完成或整改完成，不能再添加整改',
    en: 'Completion was applied for or the problem is done: no more rectifications',
  },
  'problem.status.needsRectification': { zh: '请填写整改信息', en: 'Please fill in the rectification first' },
  'problem.status.notOpen': {
    zh: '问题已申请完成或整改完成',
    en: 'Completion was already applied for, or the problem is done',
  },
  'problem.status.noProcess': {
    zh: '表单 quality_improvement 没有关联已部署的流程',
    en: 'The form quality_improvement has no deployed process',
  },
  'problem.status.noCompletePermission': {
    zh: '没有快速完成问题的权限',
    en: 'You may not complete problems at once',
  },
  'problem.comment.blank': { zh: '请输入消息内容', en: 'Please type a message' },
  'problem.comment.tooLong': {
    zh: '消息不能超过 {max} 个字符',
    en: 'A message may hold {max} characters at most',
  },
  'problem.notice.notFound': { zh: '专项检查通知不存在', en: 'The inspection notice does not exist' },
  'problem.notice.notRecipient': {
    zh: '只有通知的接收人可以回复',
    en: 'Only a recipient of the notice can reply',
  },
  'problem.notice.replied': { zh: '通知已回复', en: 'The notice was already replied to' },
  'problem.notice.noProblem': {
    zh: '该通知没有关联问题，不能作为整改记录',
    en: 'The notice names no problem: its reply cannot be the rectification',
  },
  'problem.notCreator': { zh: '只有问题的创建人可以执行此操作', en: 'Only the creator of the problem can do this' },
  'problem.share.notFound': { zh: '分享链接不存在或已失效', en: 'The shared link does not exist or was revoked' },
  'model.notIfc': { zh: '文件不是有效的 IFC 模型', en: 'The file is not a valid IFC model' },
  'model.unsupportedSchema': {
    zh: '不支持的 IFC 版本（支持 IFC2X3、IFC4、IFC4X3）',
    en: 'Unsupported IFC schema (IFC2X3, IFC4 and IFC4X3 are supported)',
  },
  'model.tooLarge': { zh: '模型文件不能超过 {max} MB', en: 'A model file may not exceed {max} MB' },
  'model.badMetadata': {
    zh: '上传信息不完整（需要文件名、项目和模型分段）',
    en: 'The upload lacks its file name, project or band',
  },
  'model.uploadNotFound': { zh: '上传不存在或已结束', en: 'The upload does not exist or has ended' },
  'model.band.notFound': { zh: '模型分段不存在', en: 'The band does not exist' },
  'model.band.exists': { zh: '模型分段「{name}」已存在', en: 'The band "{name}" already exists' },
  'model.band.hasVersions': {
    zh: '该模型分段仍有模型版本，不能删除',
    en: 'The band still holds model versions and cannot be deleted',
  },
  'model.version.notFound': { zh: '模型版本不存在', en: 'The model version does not exist' },
  'model.version.notConverted': { zh: '模型尚未转换完成', en: 'The model has not been converted yet' },
  'model.version.inUse': {
    zh: '该版本仍有问题关联，不能删除',
    en: 'Problems still point at this version: it cannot be deleted',
  },
  'model.version.forceAdminOnly': {
    zh: '只有管理员可以强制删除仍有问题关联的版本',
    en: 'Only an administrator may delete a version that problems point at',
  },
  'model.compare.sameBand': {
    zh: '只能对比同一模型分段的两个已转换版本',
    en: 'Only two converted versions of the same band can be compared',
  },
  'model.element.notFound': { zh: '构件不存在', en: 'The component does not exist' },
  'model.viewpoint.notFound': { zh: '视点不存在', en: 'The viewpoint does not exist' },
  'model.viewpoint.badProblem': {
    zh: '问题不属于该项目',
    en: 'The problem does not belong to this project',
  },
  'model.convert.timeout': {
    zh: '转换超时（超过 {minutes} 分钟）',
    en: 'The conversion timed out (over {minutes} minutes)',
  },
  'model.convert.memory': {
    zh: '转换所需内存超过上限（{mb} MB）',
    en: 'The conversion needed more than the memory limit ({mb} MB)',
  },
  'model.convert.invalid': {
    zh: '模型文件已损坏，无法转换：{reason}',
    en: 'The model file is damaged and cannot be converted: {reason}',
  },
  'model.convert.empty': { zh: '模型中没有构件', en: 'The model holds no components' },
  'model.log.upload': {
    zh: '上传 {fileName}（{mb} MB，{schema}）',
    en: 'Uploaded {fileName} ({mb} MB, {schema})',
  },
  'model.log.converted': {
    zh: '转换完成：{count} 个构件，用时 {seconds} 秒',
    en: 'Converted: {count} components in {seconds} s',
  },
  'model.log.current': { zh: '设为当前版本：V{versionNo}（{fileName}）', en: 'Made V{versionNo} ({fileName}) current' },
  'model.log.delete': { zh: '删除版本 V{versionNo}（{fileName}）', en: 'Deleted V{versionNo} ({fileName})' },
  'model.log.deleteForced': {
    zh: '管理员强制删除版本 V{versionNo}（{fileName}），{problems} 个问题视点随之删除',
    en: 'An administrator deleted V{versionNo} ({fileName}) with the viewpoints of {problems} problems',
  },
  'model.log.compare': {
    zh: 'V{from} → V{to}：新增 {added}，删除 {removed}，几何变化 {geometry}，属性变化 {properties}',
    en: 'V{from} → V{to}: {added} added, {removed} removed, {geometry} geometry changed, {properties} properties changed',
  },
  'model.convert.interrupted': {
    zh: '转换多次中断，已放弃',
    en: 'The conversion was interrupted too many times and was given up',
  },
  // BCF 2.1 import and export (models/bcf): refusals of the whole file, then what was skipped.
  'bcf.notZip': {
    zh: '文件不是有效的 BCF 文件（不是 zip 压缩包）',
    en: 'The file is not a valid BCF file (not a zip archive)',
  },
  'bcf.noVersion': { zh: '文件不是 BCF 文件：缺少 bcf.version', en: 'Not a BCF file: bcf.version is missing' },
  'bcf.badVersion': {
    zh: '不支持的 BCF 版本：{version}（支持 2.0 和 2.1）',
    en: 'Unsupported BCF version {version} (2.0 and 2.1 are supported)',
  },
  'bcf.badXml': { zh: 'BCF 文件中的 {name} 不是有效的 XML', en: '{name} in the BCF file is not valid XML' },
  'bcf.tooLarge': {
    zh: 'BCF 文件解压后过大（上限 {max} MB）',
    en: 'The BCF file is too large once uncompressed (at most {max} MB)',
  },
  'bcf.tooManyEntries': {
    zh: 'BCF 文件包含的条目过多（上限 {max} 个）',
    en: 'The BCF file holds too many entries (at most {max})',
  },
  'bcf.notBcfFile': {
    zh: '请上传 .bcf 或 .bcfzip 文件',
    en: 'Please upload a .bcf or .bcfzip file',
  },
  'bcf.warn.version20': { zh: 'BCF 2.0 文件按 2.1 读取', en: 'A BCF 2.0 file was read as 2.1' },
  'bcf.warn.unsafeName': {
    zh: '已忽略不安全的条目名称：{name}',
    en: 'An entry with an unsafe name was ignored: {name}',
  },
  'bcf.warn.doctype': { zh: '{name} 中的 DTD 已忽略', en: 'The DTD in {name} was ignored' },
  'bcf.warn.badXml': {
    zh: '主题 {topic} 的 {name} 不是有效的 XML，已跳过',
    en: '{name} of topic {topic} is not valid XML and was skipped',
  },
  'bcf.warn.noMarkup': {
    zh: '文件夹 {topic} 中没有 markup.bcf，已跳过',
    en: 'The folder {topic} has no markup.bcf and was skipped',
  },
  'bcf.warn.noTitle': { zh: '主题 {topic} 没有标题', en: 'Topic {topic} has no title' },
  'bcf.warn.noCreationDate': {
    zh: '主题 {topic} 没有有效的创建时间，已使用导入时间',
    en: 'Topic {topic} has no valid creation date: the import time was used',
  },
  'bcf.warn.badDate': {
    zh: '主题 {topic} 中的时间无效，已忽略：{value}',
    en: 'An invalid date in topic {topic} was ignored: {value}',
  },
  'bcf.warn.badGuid': {
    zh: '主题 {topic} 中 {what} 的 Guid 无效，已重新生成',
    en: 'An invalid {what} Guid in topic {topic} was replaced by a new one',
  },
  'bcf.warn.badComponent': {
    zh: '主题 {topic} 中的构件 IfcGuid 无效，已忽略：{value}',
    en: 'An invalid component IfcGuid in topic {topic} was ignored: {value}',
  },
  'bcf.warn.tooManyComponents': {
    zh: '主题 {topic} 的视点构件超过 {max} 个，其余已忽略',
    en: 'A viewpoint of topic {topic} lists more than {max} components: the rest were ignored',
  },
  'bcf.warn.tooManyViewpoints': {
    zh: '主题 {topic} 的视点超过 {max} 个，其余已忽略',
    en: 'Topic {topic} has more than {max} viewpoints: the rest were ignored',
  },
  'bcf.warn.missingFile': {
    zh: '主题 {topic} 引用的文件 {name} 不存在，已忽略',
    en: 'The file {name} that topic {topic} refers to is missing and was ignored',
  },
  'bcf.warn.notImage': {
    zh: '主题 {topic} 的 {name} 不是 PNG 或 JPEG 图片，已忽略',
    en: '{name} of topic {topic} is not a PNG or JPEG image and was ignored',
  },
  'bcf.warn.badBitmap': {
    zh: '主题 {topic} 中有不完整的位图，已忽略',
    en: 'An incomplete bitmap in topic {topic} was ignored',
  },
  'bcf.warn.badComment': {
    zh: '主题 {topic} 中有一条没有有效时间的评论，已忽略',
    en: 'A comment without a valid date in topic {topic} was ignored',
  },
  'bcf.warn.commentViewpoint': {
    zh: '主题 {topic} 的评论引用了不存在的视点',
    en: 'A comment of topic {topic} refers to a viewpoint that is not there',
  },
  'bcf.warn.unknownUser': {
    zh: '主题 {topic} 的指派人 {user} 不是本项目成员，已按文本保留',
    en: 'The assignee {user} of topic {topic} is not a member of this project: kept as text',
  },
  'bcf.warn.viewpointKept': {
    zh: '主题 {topic} 的一个视点没有匹配到本项目当前模型中的构件，已原样保留',
    en: 'A viewpoint of topic {topic} matched no component of the project’s current models: kept as it is',
  },
  'bcf.warn.duplicateTopic': {
    zh: '主题 {topic} 重复出现，只导入第一个',
    en: 'Topic {topic} appears twice: only the first was imported',
  },
  'constructionLog.notFound': { zh: '施工日志不存在', en: 'The construction daily does not exist' },
  'constructionLog.duplicate': {
    zh: '{date} 已有施工日志，每个项目每天只能填写一份，请打开当天的日志修改',
    en: 'There is already a construction daily for {date}: one a day per project, please open and edit that one',
  },
  'constructionLog.future': {
    zh: '不能填写今天以后的施工日志（{date}）',
    en: 'A construction daily cannot be written for a day after today ({date})',
  },
  'constructionLog.signed': {
    zh: '施工日志已签字，不能修改或删除',
    en: 'The construction daily is signed: it can no longer be changed or deleted',
  },
  'constructionLog.alreadySigned': { zh: '施工日志已签字', en: 'The construction daily is already signed' },
  'constructionLog.notAuthor': {
    zh: '只有记录人 {author} 可以签字',
    en: 'Only its author {author} can sign the construction daily',
  },
  'constructionLog.temperature': {
    zh: '最低气温不能高于最高气温',
    en: 'The lowest temperature cannot be above the highest',
  },
  'constructionLog.problem': {
    zh: '问题 {id} 不存在或不属于本项目',
    en: 'Problem {id} does not exist or belongs to another project',
  },
  'constructionLog.planTask': {
    zh: '计划任务 {id} 不存在或不属于本项目',
    en: 'Plan task {id} does not exist or belongs to another project',
  },
  'constructionLog.dateRange': {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  ...PLAN_MESSAGES,
  ...PRODUCTION_MESSAGES,
  ...MEASURE_MESSAGES,
} as const satisfies Record<string, Record<Lang, string>>;
