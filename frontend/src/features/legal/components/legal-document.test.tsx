import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CookiePolicyPage, TermsOfServicePage } from './legal-pages';

describe('legal documents', () => {
  it('shows the last-updated banner and numbered sections', () => {
    renderWithProviders(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated: January 19, 2025/)).toBeInTheDocument();
    const sections = screen.getAllByRole('listitem').filter((item) => item.classList.contains('legal__section'));
    expect(sections.length).toBeGreaterThan(5);
    expect(within(sections[0]).getByRole('heading', { name: 'Eligibility' })).toBeInTheDocument();
    expect(sections[0]).toHaveTextContent('18 years of age or older');
  });

  it('states the cookie lifetimes', () => {
    renderWithProviders(<CookiePolicyPage />);
    expect(screen.getByText(/last 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/last 1 year/)).toBeInTheDocument();
    expect(screen.getByText(/last 2 years/)).toBeInTheDocument();
  });
});
