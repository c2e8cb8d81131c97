/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Consent_AcceptedInputs */

const en_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that owner accepted it`)
};

const de_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieser Inhaber hat zugestimmt`)
};

const fr_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce propriétaire l’a accepté`)
};

const es_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ese propietario lo aceptó`)
};

const pt_br2_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esse proprietário aceitou`)
};

const ja_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのオーナーは承諾しました`)
};

const ko_adr_consent_accepted = /** @type {(inputs: Adr_Consent_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 소유자가 수락했습니다`)
};

/**
* | output |
* | --- |
* | "that owner accepted it" |
*
* @param {Adr_Consent_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_consent_accepted = /** @type {((inputs?: Adr_Consent_AcceptedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Consent_AcceptedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_consent_accepted(inputs)
	if (locale === "fr") return fr_adr_consent_accepted(inputs)
	if (locale === "es") return es_adr_consent_accepted(inputs)
	if (locale === "pt-BR") return pt_br2_adr_consent_accepted(inputs)
	if (locale === "ja") return ja_adr_consent_accepted(inputs)
	if (locale === "ko") return ko_adr_consent_accepted(inputs)
	return en_adr_consent_accepted(inputs)
});