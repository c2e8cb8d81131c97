/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_CardInputs */

const en_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A safe, managed game library for clubs and school esports.`)
};

const de_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine sichere, verwaltete Spielebibliothek für AGs und Schul-E-Sport.`)
};

const fr_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ludothèque sûre et encadrée pour les clubs et l’esport scolaire.`)
};

const es_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una biblioteca de juegos segura y gestionada para clubes y esports escolares.`)
};

const pt_br2_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma biblioteca de jogos segura e gerenciada para clubes e esports escolares.`)
};

const ja_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`部活動や学校のeスポーツのための、安全で管理されたゲームライブラリ。`)
};

const ko_types_schools_card = /** @type {(inputs: Types_Schools_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`동아리와 학교 e스포츠를 위한 안전하고 관리되는 게임 라이브러리.`)
};

/**
* | output |
* | --- |
* | "A safe, managed game library for clubs and school esports." |
*
* @param {Types_Schools_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_card = /** @type {((inputs?: Types_Schools_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_card(inputs)
	if (locale === "fr") return fr_types_schools_card(inputs)
	if (locale === "es") return es_types_schools_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_card(inputs)
	if (locale === "ja") return ja_types_schools_card(inputs)
	if (locale === "ko") return ko_types_schools_card(inputs)
	return en_types_schools_card(inputs)
});