/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_Meta_DescriptionInputs */

const en_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop one kind of e-mail from LAN Center Network with one click, without signing in.`)
};

const de_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelle eine Art von E-Mails von LAN Center Network mit einem Klick ab, ohne Anmeldung.`)
};

const fr_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêtez un type d'e-mail de LAN Center Network en un clic, sans vous connecter.`)
};

const es_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja de recibir un tipo de correo de LAN Center Network con un clic, sin iniciar sesión.`)
};

const pt_br2_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pare de receber um tipo de e-mail do LAN Center Network com um clique, sem entrar.`)
};

const ja_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインせずに、ワンクリックで LAN Center Network からの特定の種類のメールを停止できます。`)
};

const ko_acct_unsub_meta_description = /** @type {(inputs: Acct_Unsub_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인 없이 클릭 한 번으로 LAN Center Network의 특정 이메일 수신을 중지하세요.`)
};

/**
* | output |
* | --- |
* | "Stop one kind of e-mail from LAN Center Network with one click, without signing in." |
*
* @param {Acct_Unsub_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_meta_description = /** @type {((inputs?: Acct_Unsub_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_meta_description(inputs)
	if (locale === "fr") return fr_acct_unsub_meta_description(inputs)
	if (locale === "es") return es_acct_unsub_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_meta_description(inputs)
	if (locale === "ja") return ja_acct_unsub_meta_description(inputs)
	if (locale === "ko") return ko_acct_unsub_meta_description(inputs)
	return en_acct_unsub_meta_description(inputs)
});