/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_EmailInputs */

const en_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const de_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const fr_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const es_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const pt_br2_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const ja_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレス`)
};

const ko_landing_lead_email = /** @type {(inputs: Landing_Lead_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일`)
};

/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Landing_Lead_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_email = /** @type {((inputs?: Landing_Lead_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_email(inputs)
	if (locale === "fr") return fr_landing_lead_email(inputs)
	if (locale === "es") return es_landing_lead_email(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_email(inputs)
	if (locale === "ja") return ja_landing_lead_email(inputs)
	if (locale === "ko") return ko_landing_lead_email(inputs)
	return en_landing_lead_email(inputs)
});