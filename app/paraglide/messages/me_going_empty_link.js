/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Going_Empty_LinkInputs */

const en_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse LAN parties`)
};

const de_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stöbere in LAN-Partys`)
};

const fr_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez les LAN parties`)
};

const es_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora las LAN parties`)
};

const pt_br2_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore as LAN parties`)
};

const ja_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー一覧`)
};

const ko_me_going_empty_link = /** @type {(inputs: Me_Going_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 둘러보기`)
};

/**
* | output |
* | --- |
* | "Browse LAN parties" |
*
* @param {Me_Going_Empty_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_going_empty_link = /** @type {((inputs?: Me_Going_Empty_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Going_Empty_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_going_empty_link(inputs)
	if (locale === "fr") return fr_me_going_empty_link(inputs)
	if (locale === "es") return es_me_going_empty_link(inputs)
	if (locale === "pt-BR") return pt_br2_me_going_empty_link(inputs)
	if (locale === "ja") return ja_me_going_empty_link(inputs)
	if (locale === "ko") return ko_me_going_empty_link(inputs)
	return en_me_going_empty_link(inputs)
});