/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_CardInputs */

const en_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const de_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte`)
};

const fr_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

const es_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta`)
};

const pt_br2_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartão`)
};

const ja_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カード`)
};

const ko_own_sub_card = /** @type {(inputs: Own_Sub_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`카드`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Own_Sub_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_card = /** @type {((inputs?: Own_Sub_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_card(inputs)
	if (locale === "fr") return fr_own_sub_card(inputs)
	if (locale === "es") return es_own_sub_card(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_card(inputs)
	if (locale === "ja") return ja_own_sub_card(inputs)
	if (locale === "ko") return ko_own_sub_card(inputs)
	return en_own_sub_card(inputs)
});