/**
 * The moddle descriptor of the workflow extension schema (spec 02 §3), namespace
 * `http://flowable.org/bpmn` with prefix `flowable`. Models written for Activiti or Camunda carry
 * the same attributes under their own namespace, so the same types exist under the `activiti` and
 * `camunda` prefixes too. moddle refuses two packages that add the same attribute to the same BPMN
 * type, so `moddleOptionsFor(xml)` gives the attributes to the first of the three namespaces the
 * model declares (the others still read their extension elements); `extensionValue` and
 * `extensionElements` read whichever prefix the model used. Pass the result as bpmn-moddle's
 * packages and as bpmn-engine's `moddleOptions` (without it, bpmn-engine sees no `flowable:*`
 * attribute).
 */

type Property = {
  name: string;
  type: string;
  isAttr?: boolean;
  isMany?: boolean;
  isBody?: boolean;
  default?: unknown;
};
type TypeDescriptor = {
  name: string;
  extends?: string[];
  superClass?: string[];
  isAbstract?: boolean;
  meta?: { allowedIn?: string[] };
  properties: Property[];
};
export type ModdlePackage = {
  name: string;
  uri: string;
  prefix: string;
  xml: { tagAlias: 'lowerCase' };
  associations: never[];
  types: TypeDescriptor[];
};

const attr = (name: string, type = 'String'): Property => ({ name, type, isAttr: true });
const many = (name: string, type: string): Property => ({ name, type, isMany: true });
const body = (name = 'value'): Property => ({ name, type: 'String', isBody: true });

/** Execution and task listener fields shared by both kinds. */
const listenerProperties = (prefix: string): Property[] => [
  attr('event'),
  attr('class'),
  attr('expression'),
  attr('delegateExpression'),
  { name: 'script', type: `${prefix}:Script` },
  many('fields', `${prefix}:Field`),
];

function types(prefix: string): TypeDescriptor[] {
  const t = (name: string) => `${prefix}:${name}`;
  return [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        attr('assignee'),
        attr('candidateUsers'),
        attr('candidateGroups'),
        attr('dueDate'),
        attr('followUpDate'),
        attr('priority'),
        attr('owner'),
        attr('category'),
        attr('businessCalendarName'),
      ],
    },
    {
      name: 'FormSupported',
      extends: ['bpmn:UserTask', 'bpmn:StartEvent'],
      isAbstract: true,
      properties: [attr('formKey'), attr('formFieldValidation', 'Boolean')],
    },
    { name: 'Initiator', extends: ['bpmn:StartEvent'], isAbstract: true, properties: [attr('initiator')] },
    { name: 'Skippable', extends: ['bpmn:Activity'], isAbstract: true, properties: [attr('skipExpression')] },
    {
      name: 'AsyncCapable',
      extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event', 'bpmn:MultiInstanceLoopCharacteristics'],
      isAbstract: true,
      properties: [
        attr('async', 'Boolean'),
        attr('asyncBefore', 'Boolean'),
        attr('asyncAfter', 'Boolean'),
        { ...attr('exclusive', 'Boolean'), default: true },
      ],
    },
    {
      name: 'Collectable',
      extends: ['bpmn:MultiInstanceLoopCharacteristics'],
      isAbstract: true,
      properties: [attr('collection'), attr('elementVariable')],
    },
    {
      name: 'ServiceTaskLike',
      extends: ['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask'],
      isAbstract: true,
      properties: [attr('class'), attr('delegateExpression'), attr('expression'), attr('resultVariable'), attr('type')],
    },
    {
      name: 'ScriptTaskExtension',
      extends: ['bpmn:ScriptTask'],
      isAbstract: true,
      properties: [attr('resultVariable'), attr('resource'), attr('autoStoreVariables', 'Boolean')],
    },
    {
      name: 'CallActivityExtension',
      extends: ['bpmn:CallActivity'],
      isAbstract: true,
      properties: [attr('calledElementBinding'), attr('calledElementVersion'), attr('calledElementType')],
    },
    {
      name: 'ProcessExtension',
      extends: ['bpmn:Process'],
      isAbstract: true,
      properties: [attr('candidateStarterUsers'), attr('candidateStarterGroups'), attr('versionTag')],
    },
    {
      name: 'ExecutionListener',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:Process', 'bpmn:FlowElement'] },
      properties: listenerProperties(prefix),
    },
    {
      name: 'TaskListener',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      // A timeout listener's timer (`<timerEventDefinition>` inside the listener).
      properties: [attr('id'), ...listenerProperties(prefix), many('eventDefinitions', 'bpmn:TimerEventDefinition')],
    },
    {
      name: 'Field',
      superClass: ['Element'],
      properties: [
        attr('name'),
        attr('stringValue'),
        attr('expression'),
        { name: 'string', type: 'String' },
        // `<flowable:expression>` child (the attribute above holds the other spelling).
        { name: 'expressionElement', type: t('Expression') },
      ],
    },
    { name: 'Expression', superClass: ['Element'], properties: [body()] },
    // The retry time cycle of an asynchronous element or its loop characteristics.
    { name: 'FailedJobRetryTimeCycle', superClass: ['Element'], properties: [body('body')] },
    // An external script condition names its resource on the expression.
    {
      name: 'ResourceExpression',
      extends: ['bpmn:FormalExpression'],
      isAbstract: true,
      properties: [attr('resource')],
    },
    { name: 'Script', superClass: ['Element'], properties: [attr('scriptFormat'), attr('resource'), body()] },
    // `variables="all"` (Camunda, Flowable): every variable, besides the mappings named.
    {
      name: 'In',
      superClass: ['Element'],
      properties: [attr('source'), attr('sourceExpression'), attr('target'), attr('variables'), attr('local')],
    },
    {
      name: 'Out',
      superClass: ['Element'],
      properties: [attr('source'), attr('sourceExpression'), attr('target'), attr('variables'), attr('local')],
    },
    {
      name: 'FormProperty',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
      properties: [
        attr('id'),
        attr('name'),
        attr('type'),
        attr('required', 'Boolean'),
        attr('readable', 'Boolean'),
        attr('writable', 'Boolean'),
        attr('variable'),
        attr('expression'),
        attr('datePattern'),
        attr('default'),
        many('values', t('Value')),
      ],
    },
    {
      name: 'FormData',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
      properties: [attr('businessKey'), many('fields', t('FormField'))],
    },
    {
      name: 'FormField',
      superClass: ['Element'],
      properties: [
        attr('id'),
        attr('label'),
        attr('type'),
        attr('datePattern'),
        attr('defaultValue'),
        { name: 'properties', type: t('Properties') },
        { name: 'validation', type: t('Validation') },
        many('values', t('Value')),
      ],
    },
    { name: 'Validation', superClass: ['Element'], properties: [many('constraints', t('Constraint'))] },
    { name: 'Constraint', superClass: ['Element'], properties: [attr('name'), attr('config')] },
    { name: 'Value', superClass: ['Element'], properties: [attr('id'), attr('name')] },
    { name: 'Properties', superClass: ['Element'], properties: [many('values', t('Property'))] },
    { name: 'Property', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('value')] },
    // The platform's own extension elements (spec 02 §3 "Workflow extension schema").
    {
      name: 'Button',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: [attr('id'), attr('name'), attr('code'), attr('isHide'), attr('next'), attr('sort', 'Integer')],
    },
    {
      name: 'Assignee',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: [
        attr('id'),
        attr('type'),
        attr('value'),
        attr('condition'),
        attr('operationType'),
        attr('sort', 'Integer'),
      ],
    },
    {
      name: 'Condition',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:SequenceFlow', 'bpmn:UserTask'] },
      properties: [attr('id'), attr('field'), attr('compare'), attr('value'), attr('logic'), attr('sort', 'Integer')],
    },
  ];
}

function descriptor(name: string, prefix: string, uri: string): ModdlePackage {
  return { name, uri, prefix, xml: { tagAlias: 'lowerCase' }, associations: [], types: types(prefix) };
}

export const EXTENSION_PREFIXES = ['flowable', 'activiti', 'camunda'] as const;
export type ExtensionPrefix = (typeof EXTENSION_PREFIXES)[number];

export const flowableDescriptor = descriptor('Flowable', 'flowable', 'http://flowable.org/bpmn');
export const activitiDescriptor = descriptor('Activiti', 'activiti', 'http://activiti.org/bpmn');
export const camundaDescriptor = descriptor('Camunda', 'camunda', 'http://camunda.org/schema/1.0/bpmn');

const DESCRIPTORS: Record<ExtensionPrefix, ModdlePackage> = {
  flowable: flowableDescriptor,
  activiti: activitiDescriptor,
  camunda: camundaDescriptor,
};

/** Which extension namespace a model uses: the first of flowable, activiti, camunda it declares. */
export function extensionPrefixOf(xml: string): ExtensionPrefix {
  return EXTENSION_PREFIXES.find((prefix) => xml.includes(`"${DESCRIPTORS[prefix].uri}"`)) ?? 'flowable';
}

/**
 * The `moddleOptions` for a model (bpmn-moddle's packages argument, bpmn-engine's option of that
 * name): the model's namespace in full, the other two with their extension elements only.
 */
export function moddleOptionsFor(xml: string): Record<ExtensionPrefix, ModdlePackage> {
  const main = extensionPrefixOf(xml);
  const options = {} as Record<ExtensionPrefix, ModdlePackage>;
  for (const prefix of EXTENSION_PREFIXES) {
    const full = DESCRIPTORS[prefix];
    options[prefix] = prefix === main ? full : { ...full, types: full.types.filter((type) => !type.extends) };
  }
  return options;
}

/** A moddle element's generic accessor (bpmn-moddle ships no types). */
export interface ModdleElement {
  $type: string;
  $attrs?: Record<string, string>;
  get(name: string): unknown;
}

/** An extension attribute (`assignee`, `formKey`, …) under whichever prefix the model used. */
export function extensionValue(element: ModdleElement, name: string): unknown {
  for (const prefix of EXTENSION_PREFIXES) {
    const value = element.get(`${prefix}:${name}`);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** The extension elements of a local type (`TaskListener`, `Button`, …) under any of the prefixes. */
export function extensionElements(element: ModdleElement, localType: string): ModdleElement[] {
  const container = element.get('extensionElements') as { values?: ModdleElement[] } | undefined;
  const wanted = new Set(EXTENSION_PREFIXES.map((prefix) => `${prefix}:${localType}`));
  return (container?.values ?? []).filter((value) => wanted.has(value.$type));
}
