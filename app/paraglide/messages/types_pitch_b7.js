/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B7Inputs */

const en_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Library setup in about 30 minutes`)
};

const de_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung der Bibliothek in etwa 30 Minuten`)
};

const fr_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installation de la ludothèque en 30 minutes environ`)
};

const es_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalación de la biblioteca en unos 30 minutos`)
};

const pt_br2_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuração da biblioteca em cerca de 30 minutos`)
};

const ja_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`約30分でライブラリを導入`)
};

const ko_types_pitch_b7 = /** @type {(inputs: Types_Pitch_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`약 30분 만에 라이브러리 설치`)
};

/**
* | output |
* | --- |
* | "Library setup in about 30 minutes" |
*
* @param {Types_Pitch_B7Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b7 = /** @type {((inputs?: Types_Pitch_B7Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B7Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b7(inputs)
	if (locale === "fr") return fr_types_pitch_b7(inputs)
	if (locale === "es") return es_types_pitch_b7(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b7(inputs)
	if (locale === "ja") return ja_types_pitch_b7(inputs)
	if (locale === "ko") return ko_types_pitch_b7(inputs)
	return en_types_pitch_b7(inputs)
});