/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_HoneypotInputs */

const en_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

const de_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Feld leer lassen`)
};

const fr_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez ce champ vide`)
};

const es_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja este campo vacío`)
};

const pt_br2_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixe este campo vazio`)
};

const ja_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この欄は空欄のままにしてください`)
};

const ko_landing_lead_honeypot = /** @type {(inputs: Landing_Lead_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 칸은 비워 두세요`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Landing_Lead_HoneypotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_honeypot = /** @type {((inputs?: Landing_Lead_HoneypotInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_HoneypotInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_honeypot(inputs)
	if (locale === "fr") return fr_landing_lead_honeypot(inputs)
	if (locale === "es") return es_landing_lead_honeypot(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_honeypot(inputs)
	if (locale === "ja") return ja_landing_lead_honeypot(inputs)
	if (locale === "ko") return ko_landing_lead_honeypot(inputs)
	return en_landing_lead_honeypot(inputs)
});