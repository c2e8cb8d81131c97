/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Yours_P1Inputs */

const en_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in, you can download everything we store about you at any time (Download my data, a JSON file, with the statistics of your own listings) and delete your account (Delete account, after your password).`)
};

const de_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du angemeldet bist, kannst du jederzeit alles herunterladen, was wir über dich speichern (Meine Daten herunterladen, eine JSON-Datei, mit den Statistiken deiner eigenen Einträge), und dein Konto löschen (Konto löschen, nach Eingabe deines Passworts).`)
};

const fr_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois connecté, vous pouvez à tout moment télécharger tout ce que nous conservons à votre sujet (Télécharger mes données, un fichier JSON, avec les statistiques de vos propres fiches) et supprimer votre compte (Supprimer le compte, après saisie de votre mot de passe).`)
};

const es_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con la sesión iniciada, puedes descargar en cualquier momento todo lo que guardamos sobre ti (Descargar mis datos, un archivo JSON, con las estadísticas de tus propias fichas) y eliminar tu cuenta (Eliminar cuenta, tras introducir tu contraseña).`)
};

const pt_br2_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectado, você pode baixar a qualquer momento tudo o que armazenamos sobre você (Baixar meus dados, um arquivo JSON, com as estatísticas dos seus próprios anúncios) e excluir sua conta (Excluir conta, após digitar sua senha).`)
};

const ja_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインしていれば、当社が保存しているあなたに関するすべてのデータをいつでもダウンロードでき（「データをダウンロード」、ご自身の掲載の統計を含む JSON ファイル）、アカウントを削除することもできます（「アカウントを削除」、パスワード入力後）。`)
};

const ko_prv_yours_p1 = /** @type {(inputs: Prv_Yours_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인하면 저희가 저장한 본인에 관한 모든 데이터를 언제든지 다운로드하고(‘내 데이터 다운로드’, 본인 등록 정보의 통계가 포함된 JSON 파일) 계정을 삭제할 수 있습니다(‘계정 삭제’, 비밀번호 입력 후).`)
};

/**
* | output |
* | --- |
* | "Signed in, you can download everything we store about you at any time (Download my data, a JSON file, with the statistics of your own listings) and delete yo..." |
*
* @param {Prv_Yours_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_p1 = /** @type {((inputs?: Prv_Yours_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Yours_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_yours_p1(inputs)
	if (locale === "fr") return fr_prv_yours_p1(inputs)
	if (locale === "es") return es_prv_yours_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_yours_p1(inputs)
	if (locale === "ja") return ja_prv_yours_p1(inputs)
	if (locale === "ko") return ko_prv_yours_p1(inputs)
	return en_prv_yours_p1(inputs)
});