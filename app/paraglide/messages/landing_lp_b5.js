/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_B5Inputs */

const en_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access to the owners' and organizers' community`)
};

const de_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugang zur Community der Betreiber und Veranstalter`)
};

const fr_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’accès à la communauté des gérants et organisateurs`)
};

const es_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso a la comunidad de dueños y organizadores`)
};

const pt_br2_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso à comunidade de donos e organizadores`)
};

const ja_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーと主催者のコミュニティへのアクセス`)
};

const ko_landing_lp_b5 = /** @type {(inputs: Landing_Lp_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자·주최자 커뮤니티 이용`)
};

/**
* | output |
* | --- |
* | "Access to the owners' and organizers' community" |
*
* @param {Landing_Lp_B5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_b5 = /** @type {((inputs?: Landing_Lp_B5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_B5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_b5(inputs)
	if (locale === "fr") return fr_landing_lp_b5(inputs)
	if (locale === "es") return es_landing_lp_b5(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_b5(inputs)
	if (locale === "ja") return ja_landing_lp_b5(inputs)
	if (locale === "ko") return ko_landing_lp_b5(inputs)
	return en_landing_lp_b5(inputs)
});