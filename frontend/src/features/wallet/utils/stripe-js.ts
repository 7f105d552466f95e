/**
 * Stripe.js, loaded from Stripe's own URL as Stripe requires (never bundled), typed only as far as
 * the Payment Element flow needs. Used in "stripe" payment mode; test mode never loads it.
 */
export interface StripeError {
  message?: string;
}

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
}

export interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeInstance;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let scriptPromise: Promise<NonNullable<Window['Stripe']>> | null = null;

function loadScript(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load.')));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('Could not load the card payment form. Please check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

const instances = new Map<string, StripeInstance>();

export async function loadStripe(publishableKey: string): Promise<StripeInstance> {
  const factory = await loadScript();
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = factory(publishableKey);
    instances.set(publishableKey, instance);
  }
  return instance;
}
