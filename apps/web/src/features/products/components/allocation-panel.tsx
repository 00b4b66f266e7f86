import { toast } from 'sonner';
import { isAllocatable, type AgentEntitlements, type AllocationInput } from '@afrinest/contract';
import { useSaveAllocation } from '@/features/products/api/save-allocation';
import { AllocationForm } from '@/features/products/components/allocation-form';

export interface AllocationPanelProps {
  team: NonNullable<AgentEntitlements['team']>;
  items: AgentEntitlements['items'];
}

/**
 * The SUPER_AGENT gives each agent part of the agency's capacities and credits; an agent's own
 * use draws on it first, then on the agency's pool. Seats, photo space and features are the agency's alone.
 */
export function AllocationPanel({ team, items }: AllocationPanelProps) {
  const save = useSaveAllocation();
  const allocatable = items.filter((b) => isAllocatable(b.item));
  if (allocatable.length === 0)
    return <p className="text-sm text-gray-700">Your agency holds nothing it can give agents.</p>;
  if (team.length === 0)
    return <p className="text-sm text-gray-700">Your agency has no agents to give items to.</p>;

  const send = async (input: AllocationInput, label: string) => {
    await save.mutateAsync(input);
    toast.success(`Saved: ${label}.`);
  };

  return (
    <div className="flex flex-col gap-6">
      {team.map(({ agent, allocations }) => (
        <section key={agent.id} aria-label={agent.name} className="flex flex-col gap-2">
          <h3 className="font-semibold text-gray-900">{agent.name}</h3>
          <div className="grid gap-3 md:grid-cols-2">
            {allocatable.map(({ item, left }) => {
              const held = allocations.find((a) => a.itemId === item.id);
              const allocated = held?.allocated ?? 0;
              return (
                <AllocationForm
                  // A new answer from the server starts the form again from what it says.
                  key={`${item.id}:${allocated}`}
                  agent={agent}
                  item={item}
                  allocated={allocated}
                  used={held?.used ?? 0}
                  agencyLeft={left}
                  save={(input) => send(input, `${item.name} for ${agent.name}`)}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
