/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Coffeeshops_S0_B2Inputs */

const en_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional local caching if you want faster downloads`)
};

const de_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optionales lokales Caching, wenn Sie schnellere Downloads möchten`)
};

const fr_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache local en option si vous voulez des téléchargements plus rapides`)
};

const es_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caché local opcional si quieres descargas más rápidas`)
};

const pt_br2_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache local opcional se você quiser downloads mais rápidos`)
};

const ja_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダウンロードを速くしたい場合はローカルキャッシュも選択可能`)
};

const ko_lt_coffeeshops_s0_b2 = /** @type {(inputs: Lt_Coffeeshops_S0_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`더 빠른 다운로드를 원하면 로컬 캐싱도 선택 가능`)
};

/**
* | output |
* | --- |
* | "Optional local caching if you want faster downloads" |
*
* @param {Lt_Coffeeshops_S0_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_b2 = /** @type {((inputs?: Lt_Coffeeshops_S0_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Coffeeshops_S0_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_coffeeshops_s0_b2(inputs)
	if (locale === "fr") return fr_lt_coffeeshops_s0_b2(inputs)
	if (locale === "es") return es_lt_coffeeshops_s0_b2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_coffeeshops_s0_b2(inputs)
	if (locale === "ja") return ja_lt_coffeeshops_s0_b2(inputs)
	if (locale === "ko") return ko_lt_coffeeshops_s0_b2(inputs)
	return en_lt_coffeeshops_s0_b2(inputs)
});