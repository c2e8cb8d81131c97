/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_CommunityInputs */

const en_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No community`)
};

const de_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Community`)
};

const fr_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune communauté`)
};

const es_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin comunidad`)
};

const pt_br2_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem comunidade`)
};

const ja_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティなし`)
};

const ko_dash_no_community = /** @type {(inputs: Dash_No_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 없음`)
};

/**
* | output |
* | --- |
* | "No community" |
*
* @param {Dash_No_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_no_community = /** @type {((inputs?: Dash_No_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_no_community(inputs)
	if (locale === "fr") return fr_dash_no_community(inputs)
	if (locale === "es") return es_dash_no_community(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_community(inputs)
	if (locale === "ja") return ja_dash_no_community(inputs)
	if (locale === "ko") return ko_dash_no_community(inputs)
	return en_dash_no_community(inputs)
});