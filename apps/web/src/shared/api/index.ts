export { download } from './download.ts';
export { type ConfirmOptions, type Feedback, feedback, setFeedback } from './feedback.ts';
export {
  http,
  type Params,
  RequestError,
  type RequestOptions,
  request,
  resetRequestState,
  setSessionExpiredHandler,
} from './request.ts';
export { getToken, removeToken, setToken, TOKEN_KEY } from './token.ts';
