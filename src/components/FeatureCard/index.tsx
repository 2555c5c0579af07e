import SummaryCard from '@site/src/components/SummaryCard';

export interface FeatureCardProps {
  /** Plans or editions that include the feature. */
  plan: string;
  /** The role or permission a user needs to use or configure it. */
  role: string;
  /** How the feature is turned on: available by default, a plugin to install, a license. */
  activation: string;
  /** Environments where it works: development, production, Strapi Cloud. */
  environment: string;
}

/** The identity card that opens every feature page. */
export default function FeatureCard({plan, role, activation, environment}: FeatureCardProps) {
  return (
    <SummaryCard
      label="Feature summary"
      rows={[
        {term: 'Plan', details: plan},
        {term: 'Role & permission', details: role},
        {term: 'Activation', details: activation},
        {term: 'Environment', details: environment},
      ]}
    />
  );
}
