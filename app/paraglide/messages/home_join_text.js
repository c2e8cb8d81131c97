/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Join_TextInputs */

const en_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your center or LAN party today and become part of a community uniting centers world-wide.`)
};

const de_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie Ihr Center oder Ihre LAN-Party noch heute und werden Sie Teil einer Community, die Center weltweit vereint.`)
};

const fr_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez votre centre ou votre LAN party dès aujourd’hui et rejoignez une communauté qui unit les centres du monde entier.`)
};

const es_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra hoy tu centro o tu LAN party y forma parte de una comunidad que une centros de todo el mundo.`)
};

const pt_br2_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre seu centro ou sua LAN party hoje e faça parte de uma comunidade que une centros no mundo todo.`)
};

const ja_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今すぐセンターやLANパーティーを登録して、世界中のセンターをつなぐコミュニティの一員になりましょう。`)
};

const ko_home_join_text = /** @type {(inputs: Home_Join_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금 센터나 LAN 파티를 등록하고 전 세계 센터를 하나로 잇는 커뮤니티의 일원이 되세요.`)
};

/**
* | output |
* | --- |
* | "Register your center or LAN party today and become part of a community uniting centers world-wide." |
*
* @param {Home_Join_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_join_text = /** @type {((inputs?: Home_Join_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Join_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_join_text(inputs)
	if (locale === "fr") return fr_home_join_text(inputs)
	if (locale === "es") return es_home_join_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_join_text(inputs)
	if (locale === "ja") return ja_home_join_text(inputs)
	if (locale === "ko") return ko_home_join_text(inputs)
	return en_home_join_text(inputs)
});