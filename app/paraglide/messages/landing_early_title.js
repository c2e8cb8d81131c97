/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_TitleInputs */

const en_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early Access`)
};

const de_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early Access`)
};

const fr_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès anticipé`)
};

const es_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso anticipado`)
};

const pt_br2_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso antecipado`)
};

const ja_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アーリーアクセス`)
};

const ko_landing_early_title = /** @type {(inputs: Landing_Early_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`얼리 액세스`)
};

/**
* | output |
* | --- |
* | "Early Access" |
*
* @param {Landing_Early_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_title = /** @type {((inputs?: Landing_Early_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_title(inputs)
	if (locale === "fr") return fr_landing_early_title(inputs)
	if (locale === "es") return es_landing_early_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_title(inputs)
	if (locale === "ja") return ja_landing_early_title(inputs)
	if (locale === "ko") return ko_landing_early_title(inputs)
	return en_landing_early_title(inputs)
});