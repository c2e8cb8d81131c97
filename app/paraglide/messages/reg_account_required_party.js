/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Account_Required_PartyInputs */

const en_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can fill in the form now, but you need an account to register a LAN party. What you type is kept in this browser until you come back.`)
};

const de_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst das Formular schon ausfüllen, brauchst aber ein Konto, um eine LAN-Party einzutragen. Was du eingibst, bleibt in diesem Browser gespeichert, bis du zurückkommst.`)
};

const fr_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez remplir le formulaire dès maintenant, mais il vous faut un compte pour enregistrer une LAN party. Ce que vous saisissez est conservé dans ce navigateur jusqu'à votre retour.`)
};

const es_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes rellenar el formulario ahora, pero necesitas una cuenta para registrar una LAN party. Lo que escribas se guarda en este navegador hasta que vuelvas.`)
};

const pt_br2_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já pode preencher o formulário, mas precisa de uma conta para cadastrar uma LAN party. O que você digitar fica guardado neste navegador até você voltar.`)
};

const ja_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォームは今すぐ入力できますが、LANパーティーを登録するにはアカウントが必要です。入力内容は戻ってくるまでこのブラウザーに保存されます。`)
};

const ko_reg_account_required_party = /** @type {(inputs: Reg_Account_Required_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금 양식을 작성할 수 있지만 LAN 파티를 등록하려면 계정이 필요합니다. 입력한 내용은 돌아올 때까지 이 브라우저에 보관됩니다.`)
};

/**
* | output |
* | --- |
* | "You can fill in the form now, but you need an account to register a LAN party. What you type is kept in this browser until you come back." |
*
* @param {Reg_Account_Required_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_account_required_party = /** @type {((inputs?: Reg_Account_Required_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Account_Required_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_account_required_party(inputs)
	if (locale === "fr") return fr_reg_account_required_party(inputs)
	if (locale === "es") return es_reg_account_required_party(inputs)
	if (locale === "pt-BR") return pt_br2_reg_account_required_party(inputs)
	if (locale === "ja") return ja_reg_account_required_party(inputs)
	if (locale === "ko") return ko_reg_account_required_party(inputs)
	return en_reg_account_required_party(inputs)
});