/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_VisitorInputs */

const en_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication required. Please create an account first.`)
};

const de_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung erforderlich. Bitte erstelle zuerst ein Konto.`)
};

const fr_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification requise. Veuillez d'abord créer un compte.`)
};

const es_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere autenticación. Primero crea una cuenta.`)
};

const pt_br2_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autenticação necessária. Crie uma conta primeiro.`)
};

const ja_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証が必要です。まずアカウントを作成してください。`)
};

const ko_pay_visitor = /** @type {(inputs: Pay_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증이 필요합니다. 먼저 계정을 만들어 주세요.`)
};

/**
* | output |
* | --- |
* | "Authentication required. Please create an account first." |
*
* @param {Pay_VisitorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_visitor = /** @type {((inputs?: Pay_VisitorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_VisitorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_visitor(inputs)
	if (locale === "fr") return fr_pay_visitor(inputs)
	if (locale === "es") return es_pay_visitor(inputs)
	if (locale === "pt-BR") return pt_br2_pay_visitor(inputs)
	if (locale === "ja") return ja_pay_visitor(inputs)
	if (locale === "ko") return ko_pay_visitor(inputs)
	return en_pay_visitor(inputs)
});