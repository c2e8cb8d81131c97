/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Deleted_AgainInputs */

const en_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address may sign up again at any time; it starts from scratch.`)
};

const de_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit deiner Adresse kannst du dich jederzeit neu registrieren; du beginnst dann von vorn.`)
};

const fr_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse peut se réinscrire à tout moment ; tout repart de zéro.`)
};

const es_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección puede registrarse de nuevo cuando quiera; empezará desde cero.`)
};

const pt_br2_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu endereço pode se cadastrar de novo a qualquer momento; tudo começa do zero.`)
};

const ja_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このアドレスでいつでも再登録できます。その場合は最初からのスタートになります。`)
};

const ko_acct_deleted_again = /** @type {(inputs: Acct_Deleted_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 주소로 언제든지 다시 가입할 수 있으며, 처음부터 새로 시작합니다.`)
};

/**
* | output |
* | --- |
* | "Your address may sign up again at any time; it starts from scratch." |
*
* @param {Acct_Deleted_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_deleted_again = /** @type {((inputs?: Acct_Deleted_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Deleted_AgainInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_deleted_again(inputs)
	if (locale === "fr") return fr_acct_deleted_again(inputs)
	if (locale === "es") return es_acct_deleted_again(inputs)
	if (locale === "pt-BR") return pt_br2_acct_deleted_again(inputs)
	if (locale === "ja") return ja_acct_deleted_again(inputs)
	if (locale === "ko") return ko_acct_deleted_again(inputs)
	return en_acct_deleted_again(inputs)
});