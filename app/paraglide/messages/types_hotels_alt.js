/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_AltInputs */

const en_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a hotel building with a lit gaming lounge on the ground floor`)
};

const de_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration eines Hotelgebäudes mit einer beleuchteten Gaming-Lounge im Erdgeschoss`)
};

const fr_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’un hôtel avec un salon de jeu éclairé au rez-de-chaussée`)
};

const es_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de un edificio de hotel con una sala gaming iluminada en la planta baja`)
};

const pt_br2_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração de um prédio de hotel com um lounge gamer iluminado no térreo`)
};

const ja_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1階に明るいゲーミングラウンジがあるホテルの建物のイラスト`)
};

const ko_types_hotels_alt = /** @type {(inputs: Types_Hotels_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1층에 불 켜진 게이밍 라운지가 있는 호텔 건물 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of a hotel building with a lit gaming lounge on the ground floor" |
*
* @param {Types_Hotels_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_alt = /** @type {((inputs?: Types_Hotels_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_alt(inputs)
	if (locale === "fr") return fr_types_hotels_alt(inputs)
	if (locale === "es") return es_types_hotels_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_alt(inputs)
	if (locale === "ja") return ja_types_hotels_alt(inputs)
	if (locale === "ko") return ko_types_hotels_alt(inputs)
	return en_types_hotels_alt(inputs)
});