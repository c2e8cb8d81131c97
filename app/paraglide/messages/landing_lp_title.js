/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_TitleInputs */

const en_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Party Organizers`)
};

const de_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstalter von LAN-Partys`)
};

const fr_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisateurs de LAN parties`)
};

const es_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizadores de LAN parties`)
};

const pt_br2_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizadores de LAN parties`)
};

const ja_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー主催者の方へ`)
};

const ko_landing_lp_title = /** @type {(inputs: Landing_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 주최자`)
};

/**
* | output |
* | --- |
* | "LAN Party Organizers" |
*
* @param {Landing_Lp_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_title = /** @type {((inputs?: Landing_Lp_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_title(inputs)
	if (locale === "fr") return fr_landing_lp_title(inputs)
	if (locale === "es") return es_landing_lp_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_title(inputs)
	if (locale === "ja") return ja_landing_lp_title(inputs)
	if (locale === "ko") return ko_landing_lp_title(inputs)
	return en_landing_lp_title(inputs)
});