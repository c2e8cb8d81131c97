/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_AltInputs */

const en_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a coffee shop table with a steaming cup next to a gaming PC`)
};

const de_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration eines Coffeeshop-Tisches mit dampfender Tasse neben einem Gaming-PC`)
};

const fr_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’une table de coffee shop avec une tasse fumante à côté d’un PC de jeu`)
};

const es_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de una mesa de cafetería con una taza humeante junto a un PC gaming`)
};

const pt_br2_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração de uma mesa de cafeteria com uma xícara fumegante ao lado de um PC gamer`)
};

const ja_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングPCの横に湯気の立つカップが置かれたコーヒーショップのテーブルのイラスト`)
};

const ko_types_coffeeshops_alt = /** @type {(inputs: Types_Coffeeshops_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 PC 옆에 김이 나는 컵이 놓인 커피숍 테이블 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of a coffee shop table with a steaming cup next to a gaming PC" |
*
* @param {Types_Coffeeshops_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_alt = /** @type {((inputs?: Types_Coffeeshops_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_alt(inputs)
	if (locale === "fr") return fr_types_coffeeshops_alt(inputs)
	if (locale === "es") return es_types_coffeeshops_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_alt(inputs)
	if (locale === "ja") return ja_types_coffeeshops_alt(inputs)
	if (locale === "ko") return ko_types_coffeeshops_alt(inputs)
	return en_types_coffeeshops_alt(inputs)
});