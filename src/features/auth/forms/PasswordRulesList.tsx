'use client';

import { useTranslation } from '@/i18n/client';
import { cx } from '@/ui';
import { meetsPasswordRule, type PasswordRule } from '../password-rules';
import styles from './forms.module.css';

/**
 * The password rules as a checklist that ticks off while the shopper types (spec 3 §5). The field
 * points at it with aria-describedby; each item says in words whether it is met, not only by colour.
 * Nothing is ticked before the first character: an empty password has no repeated character, yet it
 * has met no rule.
 */
export function PasswordRulesList({ id, password, rules }: { id: string; password: string; rules: readonly PasswordRule[] }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id}>
      <p className={styles.intro}>{t('passwordRules.heading')}</p>
      <ul className={styles.rules}>
        {rules.map((rule) => {
          const met = password.length > 0 && meetsPasswordRule(password, rule);
          return (
            <li key={rule} className={cx(styles.rule, met && styles.ruleMet)} data-met={met}>
              <svg className={styles.ruleIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                {met ? <path d="M3 8.5l3.2 3L13 4.5" /> : <circle cx="8" cy="8" r="5" />}
              </svg>
              <span>
                {t(`passwordRules.${rule}`)}
                <span className="visually-hidden">, {t(met ? 'passwordRules.met' : 'passwordRules.unmet')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
