import { IFRAME_OFFSET_PX } from '@zj/contract';

/** An 'InnerLink' menu: the link in an iframe filling the content area. */
export function InnerLinkPage({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      data-testid="inner-link-frame"
      style={{ width: '100%', height: `calc(100vh - ${IFRAME_OFFSET_PX}px)`, border: 0, display: 'block' }}
    />
  );
}
