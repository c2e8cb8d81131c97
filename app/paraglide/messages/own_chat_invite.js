/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Chat_InviteInputs */

const en_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN Center Subscription includes the chat community for owners: ask other owners, and hear about showcases and partnerships first.`)
};

const de_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein LAN Center Subscription enthält den Chat für Betreiber: Frag andere Betreiber und erfahre als Erste*r von Showcases und Partnerschaften.`)
};

const fr_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre LAN Center Subscription inclut le chat des propriétaires : posez vos questions à d'autres propriétaires et soyez les premiers informés des vitrines et partenariats.`)
};

const es_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu LAN Center Subscription incluye el chat de propietarios: pregunta a otros propietarios y entérate antes que nadie de presentaciones y alianzas.`)
};

const pt_br2_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua LAN Center Subscription inclui o chat de proprietários: tire dúvidas com outros proprietários e saiba antes de vitrines e parcerias.`)
};

const ja_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Subscription にはオーナー向けチャットが含まれます。他のオーナーに質問したり、ショーケースや提携の情報をいち早く受け取ったりできます。`)
};

const ko_own_chat_invite = /** @type {(inputs: Own_Chat_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Subscription에는 운영자 채팅 커뮤니티가 포함됩니다. 다른 운영자에게 묻고, 쇼케이스와 파트너십 소식을 먼저 받아 보세요.`)
};

/**
* | output |
* | --- |
* | "Your LAN Center Subscription includes the chat community for owners: ask other owners, and hear about showcases and partnerships first." |
*
* @param {Own_Chat_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_invite = /** @type {((inputs?: Own_Chat_InviteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Chat_InviteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_chat_invite(inputs)
	if (locale === "fr") return fr_own_chat_invite(inputs)
	if (locale === "es") return es_own_chat_invite(inputs)
	if (locale === "pt-BR") return pt_br2_own_chat_invite(inputs)
	if (locale === "ja") return ja_own_chat_invite(inputs)
	if (locale === "ko") return ko_own_chat_invite(inputs)
	return en_own_chat_invite(inputs)
});