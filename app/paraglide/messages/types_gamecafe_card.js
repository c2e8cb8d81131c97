/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_CardInputs */

const en_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed games on every PC in three simple steps.`)
};

const de_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lizenzierte Spiele auf jedem PC in drei einfachen Schritten.`)
};

const fr_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des jeux sous licence sur chaque PC en trois étapes simples.`)
};

const es_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos con licencia en cada PC en tres sencillos pasos.`)
};

const pt_br2_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogos licenciados em cada PC em três passos simples.`)
};

const ja_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3つの簡単なステップで、すべてのPCにライセンス済みゲームを。`)
};

const ko_types_gamecafe_card = /** @type {(inputs: Types_Gamecafe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`간단한 3단계로 모든 PC에 라이선스 게임을.`)
};

/**
* | output |
* | --- |
* | "Licensed games on every PC in three simple steps." |
*
* @param {Types_Gamecafe_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_card = /** @type {((inputs?: Types_Gamecafe_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_card(inputs)
	if (locale === "fr") return fr_types_gamecafe_card(inputs)
	if (locale === "es") return es_types_gamecafe_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_card(inputs)
	if (locale === "ja") return ja_types_gamecafe_card(inputs)
	if (locale === "ko") return ko_types_gamecafe_card(inputs)
	return en_types_gamecafe_card(inputs)
});