/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Acct_Unsub_DoneInputs */

const en_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get e-mails of the kind ${i?.label}. Other e-mails are not affected.`)
};

const de_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst keine E-Mails der Art ${i?.label} mehr. Andere E-Mails sind davon nicht betroffen.`)
};

const fr_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus d'e-mails du type ${i?.label}. Les autres e-mails ne sont pas concernés.`)
};

const es_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no recibirás correos del tipo ${i?.label}. Los demás correos no cambian.`)
};

const pt_br2_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você não vai mais receber e-mails do tipo ${i?.label}. Os outros e-mails não são afetados.`)
};

const ja_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}のメールは今後届きません。その他のメールには影響しません。`)
};

const ko_acct_unsub_done = /** @type {(inputs: Acct_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`앞으로 ${i?.label} 이메일을 받지 않습니다. 다른 이메일에는 영향이 없습니다.`)
};

/**
* | output |
* | --- |
* | "You will no longer get e-mails of the kind {label}. Other e-mails are not affected." |
*
* @param {Acct_Unsub_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_done = /** @type {((inputs: Acct_Unsub_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_DoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_done(inputs)
	if (locale === "fr") return fr_acct_unsub_done(inputs)
	if (locale === "es") return es_acct_unsub_done(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_done(inputs)
	if (locale === "ja") return ja_acct_unsub_done(inputs)
	if (locale === "ko") return ko_acct_unsub_done(inputs)
	return en_acct_unsub_done(inputs)
});