import type { Lang } from './i18n.ts';

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
  'validation.required': { zh: '参数 {field} 不能为空', en: 'Parameter {field} is required' },
  'validation.type': { zh: '参数 {field} 类型错误', en: 'Parameter {field} has the wrong type' },
  'validation.tooLong': { zh: '参数 {field} 超出长度或范围限制', en: 'Parameter {field} is too long or too large' },
  'validation.tooShort': { zh: '参数 {field} 长度或数值不足', en: 'Parameter {field} is too short or too small' },
  'validation.invalid': { zh: '参数 {field} 格式不正确', en: 'Parameter {field} is not valid' },
  'validation.body': { zh: '请求体格式不正确', en: 'The request body is not valid' },
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
  'workflow.model.noAssignee': {
    zh: '用户任务 {element} 没有设置处理人、候选人或候选组',
    en: 'User task {element} has no assignee, candidate users or candidate groups',
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
  'workflow.engine.failed': { zh: '流程执行失败：{reason}', en: 'The process step failed: {reason}' },
  'workflow.diagram.missing': {
    zh: '流程模型没有流程图（BPMNDiagram），无法生成图片',
    en: 'The process model has no diagram (BPMNDiagram) to draw',
  },
  'notice.notFound': { zh: '通知公告不存在', en: 'The notice does not exist' },
  'notice.closed': { zh: '通知公告已关闭', en: 'The notice is closed' },
} as const satisfies Record<string, Record<Lang, string>>;
