/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Cover_CurrentInputs */

const en_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current cover image`)
};

const de_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Titelbild`)
};

const fr_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture actuelle`)
};

const es_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada actual`)
};

const pt_br2_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem de capa atual`)
};

const ja_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のカバー画像`)
};

const ko_reg_party_cover_current = /** @type {(inputs: Reg_Party_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 커버 이미지`)
};

/**
* | output |
* | --- |
* | "Current cover image" |
*
* @param {Reg_Party_Cover_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_cover_current = /** @type {((inputs?: Reg_Party_Cover_CurrentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Cover_CurrentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_cover_current(inputs)
	if (locale === "fr") return fr_reg_party_cover_current(inputs)
	if (locale === "es") return es_reg_party_cover_current(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_cover_current(inputs)
	if (locale === "ja") return ja_reg_party_cover_current(inputs)
	if (locale === "ko") return ko_reg_party_cover_current(inputs)
	return en_reg_party_cover_current(inputs)
});