/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_CardInputs */

const en_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring a full game library to every table at your next event.`)
};

const de_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie eine komplette Spielebibliothek an jeden Tisch Ihres nächsten Events.`)
};

const fr_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apportez une ludothèque complète à chaque table de votre prochain événement.`)
};

const es_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva una biblioteca de juegos completa a cada mesa de tu próximo evento.`)
};

const pt_br2_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve uma biblioteca de jogos completa a cada mesa do seu próximo evento.`)
};

const ja_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次のイベントのすべての席に、充実したゲームライブラリを。`)
};

const ko_types_lanparties_card = /** @type {(inputs: Types_Lanparties_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 이벤트의 모든 자리에 풍성한 게임 라이브러리를 제공하세요.`)
};

/**
* | output |
* | --- |
* | "Bring a full game library to every table at your next event." |
*
* @param {Types_Lanparties_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_card = /** @type {((inputs?: Types_Lanparties_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_card(inputs)
	if (locale === "fr") return fr_types_lanparties_card(inputs)
	if (locale === "es") return es_types_lanparties_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_card(inputs)
	if (locale === "ja") return ja_types_lanparties_card(inputs)
	if (locale === "ko") return ko_types_lanparties_card(inputs)
	return en_types_lanparties_card(inputs)
});