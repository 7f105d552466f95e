/** The /deposit page's preset tiers: up to $25 Starter, up to $100 Popular, above that Pro. */
export function presetLabel(dollars: number): 'Starter' | 'Popular' | 'Pro' {
  if (dollars <= 25) return 'Starter';
  if (dollars <= 100) return 'Popular';
  return 'Pro';
}
