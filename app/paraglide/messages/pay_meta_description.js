/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Meta_DescriptionInputs */

const en_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the LAN Center Network plan for your LAN center: a verified listing or a featured one.`)
};

const de_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle den LAN-Center-Network-Tarif für dein LAN-Center: einen verifizierten oder einen hervorgehobenen Eintrag.`)
};

const fr_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la formule LAN Center Network de votre LAN center : une fiche vérifiée ou une fiche mise en avant.`)
};

const es_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige el plan de LAN Center Network para tu LAN center: un anuncio verificado o uno destacado.`)
};

const pt_br2_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o plano da LAN Center Network para o seu LAN center: um anúncio verificado ou um em destaque.`)
};

const ja_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センターの LAN Center Network プランを選択：認証済み掲載または注目掲載。`)
};

const ko_pay_meta_description = /** @type {(inputs: Pay_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터의 LAN Center Network 요금제를 선택하세요: 인증된 등록 또는 추천 등록.`)
};

/**
* | output |
* | --- |
* | "Choose the LAN Center Network plan for your LAN center: a verified listing or a featured one." |
*
* @param {Pay_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_meta_description = /** @type {((inputs?: Pay_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_meta_description(inputs)
	if (locale === "fr") return fr_pay_meta_description(inputs)
	if (locale === "es") return es_pay_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_pay_meta_description(inputs)
	if (locale === "ja") return ja_pay_meta_description(inputs)
	if (locale === "ko") return ko_pay_meta_description(inputs)
	return en_pay_meta_description(inputs)
});