/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Consent_PendingInputs */

const en_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting for that owner's consent`)
};

const de_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wartet auf die Zustimmung dieses Inhabers`)
};

const fr_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente de l’accord de ce propriétaire`)
};

const es_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esperando el consentimiento de ese propietario`)
};

const pt_br2_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aguardando o consentimento desse proprietário`)
};

const ja_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのオーナーの承諾待ち`)
};

const ko_adr_consent_pending = /** @type {(inputs: Adr_Consent_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 소유자의 동의 대기 중`)
};

/**
* | output |
* | --- |
* | "waiting for that owner's consent" |
*
* @param {Adr_Consent_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_consent_pending = /** @type {((inputs?: Adr_Consent_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Consent_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_consent_pending(inputs)
	if (locale === "fr") return fr_adr_consent_pending(inputs)
	if (locale === "es") return es_adr_consent_pending(inputs)
	if (locale === "pt-BR") return pt_br2_adr_consent_pending(inputs)
	if (locale === "ja") return ja_adr_consent_pending(inputs)
	if (locale === "ko") return ko_adr_consent_pending(inputs)
	return en_adr_consent_pending(inputs)
});