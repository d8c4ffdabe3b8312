/** The expression language lives in the contract: the designer's lint checks with the same code. */
export {
  type CompiledExpression,
  type CompiledTemplate,
  compileCached,
  compileExpression,
  compileTemplate,
  ExpressionError,
  type ExpressionErrorCode,
  evaluateTemplate,
  findExpressions,
  hasExpression,
  isExpression,
} from '@zj/contract/bpmn';
