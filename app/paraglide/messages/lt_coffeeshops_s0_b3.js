/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Coffeeshops_S0_B3Inputs */

const en_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scales to any size, from a single PC to a whole back room`)
};

const de_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passt zu jeder Größe, vom einzelnen PC bis zum ganzen Hinterzimmer`)
};

const fr_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’adapte à toutes les tailles, d’un seul PC à toute une arrière-salle`)
};

const es_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se adapta a cualquier tamaño, desde un solo PC hasta toda una sala trasera`)
};

const pt_br2_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funciona em qualquer tamanho, de um único PC a uma sala inteira nos fundos`)
};

const ja_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC1台から奥の部屋まるごとまで、どんな規模にも対応`)
};

const ko_lt_coffeeshops_s0_b3 = /** @type {(inputs: Lt_Coffeeshops_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC 한 대부터 안쪽 방 전체까지, 어떤 규모에도 맞춤`)
};

/**
* | output |
* | --- |
* | "Scales to any size, from a single PC to a whole back room" |
*
* @param {Lt_Coffeeshops_S0_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_b3 = /** @type {((inputs?: Lt_Coffeeshops_S0_B3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Coffeeshops_S0_B3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_coffeeshops_s0_b3(inputs)
	if (locale === "fr") return fr_lt_coffeeshops_s0_b3(inputs)
	if (locale === "es") return es_lt_coffeeshops_s0_b3(inputs)
	if (locale === "pt-BR") return pt_br2_lt_coffeeshops_s0_b3(inputs)
	if (locale === "ja") return ja_lt_coffeeshops_s0_b3(inputs)
	if (locale === "ko") return ko_lt_coffeeshops_s0_b3(inputs)
	return en_lt_coffeeshops_s0_b3(inputs)
});