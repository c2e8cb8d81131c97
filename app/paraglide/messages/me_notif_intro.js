/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_IntroInputs */

const en_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which e-mails you get. E-mails about your account, such as sign-in codes, are always sent.`)
};

const de_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, welche E-Mails du bekommst. E-Mails zu deinem Konto, etwa Anmeldecodes, werden immer gesendet.`)
};

const fr_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez les e-mails que vous recevez. Les e-mails concernant votre compte, comme les codes de connexion, sont toujours envoyés.`)
};

const es_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué correos recibes. Los correos sobre tu cuenta, como los códigos de inicio de sesión, se envían siempre.`)
};

const pt_br2_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha quais e-mails você recebe. E-mails sobre a sua conta, como códigos de acesso, são sempre enviados.`)
};

const ja_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`受け取るメールを選んでください。サインインコードなどアカウントに関するメールは常に送信されます。`)
};

const ko_me_notif_intro = /** @type {(inputs: Me_Notif_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`받을 이메일을 선택하세요. 로그인 코드 등 계정 관련 이메일은 항상 발송됩니다.`)
};

/**
* | output |
* | --- |
* | "Choose which e-mails you get. E-mails about your account, such as sign-in codes, are always sent." |
*
* @param {Me_Notif_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_intro = /** @type {((inputs?: Me_Notif_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_intro(inputs)
	if (locale === "fr") return fr_me_notif_intro(inputs)
	if (locale === "es") return es_me_notif_intro(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_intro(inputs)
	if (locale === "ja") return ja_me_notif_intro(inputs)
	if (locale === "ko") return ko_me_notif_intro(inputs)
	return en_me_notif_intro(inputs)
});