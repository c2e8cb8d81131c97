/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_AltInputs */

const en_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a campus building with an esports lab of gaming PCs inside`)
};

const de_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration eines Campusgebäudes mit einem E-Sport-Labor voller Gaming-PCs`)
};

const fr_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’un bâtiment de campus abritant une salle d’esport équipée de PC de jeu`)
};

const es_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de un edificio del campus con un laboratorio de esports lleno de PC gaming`)
};

const pt_br2_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração de um prédio de campus com um laboratório de esports cheio de PCs gamer`)
};

const ja_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングPCを備えたeスポーツラボがあるキャンパスの建物のイラスト`)
};

const ko_types_colleges_alt = /** @type {(inputs: Types_Colleges_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 PC가 있는 e스포츠 랩을 갖춘 캠퍼스 건물 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of a campus building with an esports lab of gaming PCs inside" |
*
* @param {Types_Colleges_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_alt = /** @type {((inputs?: Types_Colleges_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_alt(inputs)
	if (locale === "fr") return fr_types_colleges_alt(inputs)
	if (locale === "es") return es_types_colleges_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_alt(inputs)
	if (locale === "ja") return ja_types_colleges_alt(inputs)
	if (locale === "ko") return ko_types_colleges_alt(inputs)
	return en_types_colleges_alt(inputs)
});