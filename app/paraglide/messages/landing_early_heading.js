/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_HeadingInputs */

const en_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Early Access`)
};

const de_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early Access sichern`)
};

const fr_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenez l’accès anticipé`)
};

const es_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consigue acceso anticipado`)
};

const pt_br2_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garanta acesso antecipado`)
};

const ja_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アーリーアクセスに申し込む`)
};

const ko_landing_early_heading = /** @type {(inputs: Landing_Early_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`얼리 액세스 신청`)
};

/**
* | output |
* | --- |
* | "Get Early Access" |
*
* @param {Landing_Early_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_heading = /** @type {((inputs?: Landing_Early_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_heading(inputs)
	if (locale === "fr") return fr_landing_early_heading(inputs)
	if (locale === "es") return es_landing_early_heading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_heading(inputs)
	if (locale === "ja") return ja_landing_early_heading(inputs)
	if (locale === "ko") return ko_landing_early_heading(inputs)
	return en_landing_early_heading(inputs)
});