/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_CardInputs */

const en_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give guests a gaming lounge, suite or full arena to remember.`)
};

const de_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bieten Sie Gästen eine Gaming-Lounge, eine Suite oder eine ganze Arena, die in Erinnerung bleibt.`)
};

const fr_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offrez à vos clients un salon de jeu, une suite ou une arène entière qu’ils n’oublieront pas.`)
};

const es_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrece a tus huéspedes una sala gaming, una suite o toda una arena que no olvidarán.`)
};

const pt_br2_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofereça aos hóspedes um lounge gamer, uma suíte ou uma arena inteira para lembrar.`)
};

const ja_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングラウンジやスイート、本格的なアリーナで、ゲストに忘れられない体験を。`)
};

const ko_types_hotels_card = /** @type {(inputs: Types_Hotels_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 라운지, 스위트룸, 아레나까지 투숙객에게 잊지 못할 경험을 선사하세요.`)
};

/**
* | output |
* | --- |
* | "Give guests a gaming lounge, suite or full arena to remember." |
*
* @param {Types_Hotels_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_card = /** @type {((inputs?: Types_Hotels_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_card(inputs)
	if (locale === "fr") return fr_types_hotels_card(inputs)
	if (locale === "es") return es_types_hotels_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_card(inputs)
	if (locale === "ja") return ja_types_hotels_card(inputs)
	if (locale === "ko") return ko_types_hotels_card(inputs)
	return en_types_hotels_card(inputs)
});