import { useQuery } from '@tanstack/react-query';

/** What opens an XML or diagram dialog: the XML's cache key (e.g. ['model', 3]) and how to read it. */
export interface XmlSource {
  key: readonly unknown[];
  load: () => Promise<string>;
}

/** The XML of a model or definition while its dialog is open (`source` not null). */
export function useFlowXml(source: XmlSource | null) {
  return useQuery({
    queryKey: ['flowable', 'xml', ...(source?.key ?? [])],
    queryFn: () => (source ? source.load() : Promise.resolve('')),
    enabled: source !== null,
  });
}
