/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Not_Signed_In_PartyInputs */

const en_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be logged in to register a LAN party. Please create an account first.`)
};

const de_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du musst angemeldet sein, um eine LAN-Party einzutragen. Bitte erstelle zuerst ein Konto.`)
};

const fr_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez être connecté pour enregistrer une LAN party. Veuillez d'abord créer un compte.`)
};

const es_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debes iniciar sesión para registrar una LAN party. Crea una cuenta primero.`)
};

const pt_br2_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você precisa estar logado para cadastrar uma LAN party. Crie uma conta primeiro.`)
};

const ja_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを登録するにはログインが必要です。先にアカウントを作成してください。`)
};

const ko_reg_not_signed_in_party = /** @type {(inputs: Reg_Not_Signed_In_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티를 등록하려면 로그인해야 합니다. 먼저 계정을 만드세요.`)
};

/**
* | output |
* | --- |
* | "You must be logged in to register a LAN party. Please create an account first." |
*
* @param {Reg_Not_Signed_In_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_not_signed_in_party = /** @type {((inputs?: Reg_Not_Signed_In_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Not_Signed_In_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_not_signed_in_party(inputs)
	if (locale === "fr") return fr_reg_not_signed_in_party(inputs)
	if (locale === "es") return es_reg_not_signed_in_party(inputs)
	if (locale === "pt-BR") return pt_br2_reg_not_signed_in_party(inputs)
	if (locale === "ja") return ja_reg_not_signed_in_party(inputs)
	if (locale === "ko") return ko_reg_not_signed_in_party(inputs)
	return en_reg_not_signed_in_party(inputs)
});