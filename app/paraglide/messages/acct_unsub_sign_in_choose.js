/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_Sign_In_ChooseInputs */

const en_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in and choose which e-mails you get`)
};

const de_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an und wähle, welche E-Mails du bekommst`)
};

const fr_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous et choisissez les e-mails que vous recevez`)
};

const es_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión y elige qué correos recibes`)
};

const pt_br2_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre e escolha quais e-mails você recebe`)
};

const ja_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインして受け取るメールを選ぶ`)
};

const ko_acct_unsub_sign_in_choose = /** @type {(inputs: Acct_Unsub_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인하고 받을 이메일 선택`)
};

/**
* | output |
* | --- |
* | "Sign in and choose which e-mails you get" |
*
* @param {Acct_Unsub_Sign_In_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_sign_in_choose = /** @type {((inputs?: Acct_Unsub_Sign_In_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_Sign_In_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_sign_in_choose(inputs)
	if (locale === "fr") return fr_acct_unsub_sign_in_choose(inputs)
	if (locale === "es") return es_acct_unsub_sign_in_choose(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_sign_in_choose(inputs)
	if (locale === "ja") return ja_acct_unsub_sign_in_choose(inputs)
	if (locale === "ko") return ko_acct_unsub_sign_in_choose(inputs)
	return en_acct_unsub_sign_in_choose(inputs)
});