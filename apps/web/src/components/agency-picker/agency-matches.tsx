import { Button } from '@/components/ui';

export interface AgencyMatchesProps {
  /** The agencies whose name matches what was typed. */
  agencies: readonly { id: string; name: string }[];
  onChoose(id: string): void;
}

/** The agencies a name search found, one button each; says so when none has that name. */
export function AgencyMatches({ agencies, onChoose }: AgencyMatchesProps) {
  return (
    <ul aria-label="Matching agencies" className="flex flex-wrap gap-2">
      {agencies.length === 0 && <li className="text-sm">No agency has that name.</li>}
      {agencies.map((a) => (
        <li key={a.id}>
          <Button variant="secondary" size="sm" onClick={() => onChoose(a.id)}>
            {a.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
