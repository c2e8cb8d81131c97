/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F4_TextInputs */

const en_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team helps you install the client and switch on the library in one session.`)
};

const de_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unser Team hilft Ihnen, den Client zu installieren und die Bibliothek in einer Sitzung freizuschalten.`)
};

const fr_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous aide à installer le client et à activer la ludothèque en une seule séance.`)
};

const es_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo te ayuda a instalar el cliente y activar la biblioteca en una sola sesión.`)
};

const pt_br2_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nossa equipe ajuda você a instalar o cliente e ativar a biblioteca em uma única sessão.`)
};

const ja_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`専任チームがクライアントのインストールとライブラリの有効化を1回でサポートします。`)
};

const ko_home_pc_f4_text = /** @type {(inputs: Home_Pc_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저희 팀이 클라이언트 설치와 라이브러리 활성화를 한 번에 도와드립니다.`)
};

/**
* | output |
* | --- |
* | "Our team helps you install the client and switch on the library in one session." |
*
* @param {Home_Pc_F4_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f4_text = /** @type {((inputs?: Home_Pc_F4_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F4_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f4_text(inputs)
	if (locale === "fr") return fr_home_pc_f4_text(inputs)
	if (locale === "es") return es_home_pc_f4_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f4_text(inputs)
	if (locale === "ja") return ja_home_pc_f4_text(inputs)
	if (locale === "ko") return ko_home_pc_f4_text(inputs)
	return en_home_pc_f4_text(inputs)
});