/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_CardInputs */

const en_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a few gaming PCs and give customers a reason to stay.`)
};

const de_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stellen Sie ein paar Gaming-PCs auf und geben Sie Gästen einen Grund zu bleiben.`)
};

const fr_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez quelques PC de jeu et donnez à vos clients une raison de rester.`)
};

const es_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade algunos PC gaming y da a tus clientes un motivo para quedarse.`)
};

const pt_br2_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione alguns PCs gamer e dê aos clientes um motivo para ficar.`)
};

const ja_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングPCを数台置いて、お客様が長く過ごしたくなる理由をつくりましょう。`)
};

const ko_types_coffeeshops_card = /** @type {(inputs: Types_Coffeeshops_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 PC 몇 대로 손님이 더 머물고 싶은 이유를 만드세요.`)
};

/**
* | output |
* | --- |
* | "Add a few gaming PCs and give customers a reason to stay." |
*
* @param {Types_Coffeeshops_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_card = /** @type {((inputs?: Types_Coffeeshops_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_card(inputs)
	if (locale === "fr") return fr_types_coffeeshops_card(inputs)
	if (locale === "es") return es_types_coffeeshops_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_card(inputs)
	if (locale === "ja") return ja_types_coffeeshops_card(inputs)
	if (locale === "ko") return ko_types_coffeeshops_card(inputs)
	return en_types_coffeeshops_card(inputs)
});