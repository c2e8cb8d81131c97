/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B3Inputs */

const en_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games added bi-weekly, with no extra work on your side`)
};

const de_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen neue Spiele, ohne Mehraufwand für Sie`)
};

const fr_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux toutes les deux semaines, sans travail supplémentaire pour vous`)
};

const es_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos nuevos cada dos semanas, sin trabajo extra por tu parte`)
};

const pt_br2_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos a cada duas semanas, sem trabalho extra para você`)
};

const ja_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隔週で新作ゲームを追加、お客様側の手間は不要`)
};

const ko_types_pitch_b3 = /** @type {(inputs: Types_Pitch_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2주마다 새 게임 추가, 추가 작업 없음`)
};

/**
* | output |
* | --- |
* | "New games added bi-weekly, with no extra work on your side" |
*
* @param {Types_Pitch_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b3 = /** @type {((inputs?: Types_Pitch_B3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b3(inputs)
	if (locale === "fr") return fr_types_pitch_b3(inputs)
	if (locale === "es") return es_types_pitch_b3(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b3(inputs)
	if (locale === "ja") return ja_types_pitch_b3(inputs)
	if (locale === "ko") return ko_types_pitch_b3(inputs)
	return en_types_pitch_b3(inputs)
});