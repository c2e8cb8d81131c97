/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_SavedInputs */

const en_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification settings are saved.`)
};

const de_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Benachrichtigungseinstellungen sind gespeichert.`)
};

const fr_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos paramètres de notification sont enregistrés.`)
};

const es_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus ajustes de notificaciones se han guardado.`)
};

const pt_br2_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas configurações de notificação foram salvas.`)
};

const ja_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知設定を保存しました。`)
};

const ko_me_notif_saved = /** @type {(inputs: Me_Notif_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알림 설정이 저장되었습니다.`)
};

/**
* | output |
* | --- |
* | "Your notification settings are saved." |
*
* @param {Me_Notif_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_saved = /** @type {((inputs?: Me_Notif_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_SavedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_saved(inputs)
	if (locale === "fr") return fr_me_notif_saved(inputs)
	if (locale === "es") return es_me_notif_saved(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_saved(inputs)
	if (locale === "ja") return ja_me_notif_saved(inputs)
	if (locale === "ko") return ko_me_notif_saved(inputs)
	return en_me_notif_saved(inputs)
});