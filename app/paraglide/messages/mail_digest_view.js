/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Digest_ViewInputs */

const en_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View ${i?.event}`)
};

const de_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} ansehen`)
};

const fr_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir ${i?.event}`)
};

const es_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver ${i?.event}`)
};

const pt_br2_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver ${i?.event}`)
};

const ja_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} を見る`)
};

const ko_mail_digest_view = /** @type {(inputs: Mail_Digest_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 보기`)
};

/**
* | output |
* | --- |
* | "View {event}" |
*
* @param {Mail_Digest_ViewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_view = /** @type {((inputs: Mail_Digest_ViewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Digest_ViewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_digest_view(inputs)
	if (locale === "fr") return fr_mail_digest_view(inputs)
	if (locale === "es") return es_mail_digest_view(inputs)
	if (locale === "pt-BR") return pt_br2_mail_digest_view(inputs)
	if (locale === "ja") return ja_mail_digest_view(inputs)
	if (locale === "ko") return ko_mail_digest_view(inputs)
	return en_mail_digest_view(inputs)
});