/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_TitleInputs */

const en_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Plan`)
};

const de_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle deinen Tarif`)
};

const fr_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre formule`)
};

const es_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu plan`)
};

const pt_br2_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha seu plano`)
};

const ja_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを選択`)
};

const ko_pay_title = /** @type {(inputs: Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제 선택`)
};

/**
* | output |
* | --- |
* | "Choose Your Plan" |
*
* @param {Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_title = /** @type {((inputs?: Pay_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_title(inputs)
	if (locale === "fr") return fr_pay_title(inputs)
	if (locale === "es") return es_pay_title(inputs)
	if (locale === "pt-BR") return pt_br2_pay_title(inputs)
	if (locale === "ja") return ja_pay_title(inputs)
	if (locale === "ko") return ko_pay_title(inputs)
	return en_pay_title(inputs)
});